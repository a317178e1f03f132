// Electron IPC transport over the dispatcher. The core never imports electron: main/ passes
// in the two things it needs (a handle registrar and a way to push to windows). Sessions are bound
// to the window: the transport keeps each window's session secret by its sender id, so neither the
// renderer nor another window can present it.
import type { Logger } from '../../common/log';
import { coreErrorData, say, type Result } from '../contract';
import type { Dispatch } from './dispatcher';
import type { EventBus, EventGate } from './events';
import { sessionClient, type SessionClient } from './session-client';

export const IPC_INVOKE = 'terminal:invoke';
export const IPC_EVENT = 'terminal:event';

/** The part of ipcMain.handle's event that we read. */
export interface IpcInvokeEvent {
  senderFrame: { url: string } | null;
  sender: { id: number; once?(event: 'destroyed', listener: () => void): void };
}

export interface IpcPort {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

export interface IpcOptions {
  ipc: IpcPort;
  dispatch: Dispatch;
  bus: EventBus;
  logger: Logger;
  /** Only frames loaded from our own renderer may call the core. */
  isTrustedUrl: (url: string) => boolean;
  /** Who may hear which event (by the window's session). */
  gate: EventGate;
  /** Pushes a message to one renderer window (by its sender id). */
  sendTo: (windowId: number, channel: string, message: unknown) => void;
}

export function registerIpc(opts: IpcOptions): () => void {
  const windows = new Map<number, SessionClient>();
  opts.ipc.handle(IPC_INVOKE, async (event, method, input): Promise<Result<unknown>> => {
    const url = event.senderFrame?.url ?? '';
    if (!opts.isTrustedUrl(url)) {
      opts.logger.warn('ipc call from an untrusted frame refused', { url: url.slice(0, 200) });
      return { ok: false, error: coreErrorData('forbidden', say('untrustedSender')) };
    }
    let client = windows.get(event.sender.id);
    if (!client) {
      client = sessionClient(opts.dispatch, `window-${event.sender.id}`);
      windows.set(event.sender.id, client);
      const id = event.sender.id;
      event.sender.once?.('destroyed', () => windows.delete(id)); // a closed window's session is gone with it
    }
    return client.call(String(method), input);
  });
  // Each window hears what its own session may: nothing before it has one, masked codes at the login.
  const unsubscribe = opts.bus.subscribe((event, payload) => {
    for (const [id, client] of windows) {
      const secret = client.secret();
      const seen = secret === undefined ? undefined : opts.gate.view(secret, event, payload);
      if (seen !== undefined) opts.sendTo(id, IPC_EVENT, { event, payload: seen });
    }
  });
  return () => {
    unsubscribe();
    windows.clear();
    opts.ipc.removeHandler(IPC_INVOKE);
  };
}
