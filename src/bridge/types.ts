import type { AppStatus, EventName, EventPayload, MethodInput, MethodName, MethodOutput, Result } from '../../electron/core/contract';

/** What the renderer needs from a transport: a call and an event stream. */
export interface RawBridge {
  invoke(method: string, input: unknown): Promise<Result<unknown>>;
  subscribe(callback: (message: unknown) => void): () => void;
  /** The app status the page was served with (browser mode), if any: the first screen needs no call. */
  initialStatus?: unknown;
}

/** The typed face of the bridge used by screens. */
export interface Bridge {
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<Result<MethodOutput<M>>>;
  on<E extends EventName>(event: E, callback: (payload: EventPayload<E>) => void): () => void;
  /** The app status the page was served with, safe to show; null when the page must ask (`app.status`). */
  initialStatus: AppStatus | null;
}

declare global {
  interface Window {
    /** Set by the Electron preload; absent in browser mode. */
    terminalBridge?: RawBridge;
  }
}
