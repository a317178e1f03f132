// Types shared by the printer ports (kept apart from port.ts so the ports do not import it).

/** What the status check found; `unknown` = connected but the printer does not report status. */
export interface PrinterStatus {
  state: 'ready' | 'offline' | 'paper_end' | 'cover_open' | 'unknown';
  message?: string;
}

/** A failed print; `state` tells the queue what to report while the job waits. */
export class PrintError extends Error {
  constructor(
    message: string,
    readonly state: Exclude<PrinterStatus['state'], 'ready'>,
  ) {
    super(message);
    this.name = 'PrintError';
  }
}

/** A receipt printer as the print queue sees it. */
export interface PrinterPort {
  /** Human-readable target, e.g. "tcp://10.0.0.5:9100" or "queue:receipts". */
  readonly target: string;
  /** Whether a job sent now would print (connected, paper, cover). Never throws. */
  status(): Promise<PrinterStatus>;
  /** Sends one job; rejects with a PrintError when it did not (certainly) print. */
  print(bytes: Buffer): Promise<void>;
  /** Whether jobs for this port should end with a print confirmation request (GS r 1). */
  readonly confirms: boolean;
}

export interface PortOptions {
  connectTimeoutMs?: number;
  replyTimeoutMs?: number;
  /** Commands of the system spooler (defaults `lp`, `lpstat`). */
  lpCommand?: string;
  lpstatCommand?: string;
}
