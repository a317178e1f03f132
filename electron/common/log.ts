// A tiny structured logger. Every line passes through redact(): the service key travels in
// query strings and must never reach a log file.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Removes API keys from any text: `apikey=...` in URLs and `"apikey":"..."` in JSON. */
export function redact(text: string): string {
  return text.replace(/([?&]apikey=)[^&#\s"']*/gi, '$1[redacted]').replace(/("api_?key"\s*:\s*")[^"]*(")/gi, '$1[redacted]$2');
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where a finished line goes; stderr by default. */
  sink?: (line: string) => void;
  /** Secrets that must never appear verbatim (e.g. the live key). */
  secrets?: () => readonly string[];
  name?: string;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const min = order[opts.level ?? 'info'];
  const sink = opts.sink ?? ((line: string) => process.stderr.write(line + '\n'));
  const write = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < min) return;
    let line = JSON.stringify({ t: new Date().toISOString(), level, ...(opts.name ? { name: opts.name } : {}), msg, ...fields });
    line = redact(line);
    for (const secret of opts.secrets?.() ?? []) if (secret.length >= 4) line = line.split(secret).join('[redacted]');
    sink(line);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

/** A logger that keeps lines in memory: for tests that assert what was (not) logged. */
export function memoryLogger(level: LogLevel = 'debug'): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(createLogger({ level, sink: (l) => lines.push(l) }), { lines });
}
