import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../../electron/common/log';
import { createCore } from '../../../electron/core';
import { IPC_EVENT, IPC_INVOKE, registerIpc, type IpcInvokeEvent, type IpcPort } from '../../../electron/core/host/ipc';

function fakeIpc() {
  const handlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>>();
  const port: IpcPort = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  return { port, handlers };
}

const trusted = 'file:///app/out/renderer/index.html';

describe('IPC transport', () => {
  it('answers calls from our renderer frame and refuses other frames', async () => {
    const core = await createCore({ dataDir: ':memory:', logger: memoryLogger() });
    const { port, handlers } = fakeIpc();
    const sent: unknown[] = [];
    const stop = registerIpc({
      ipc: port,
      dispatch: core.dispatch,
      bus: core.bus,
      gate: core.gate,
      logger: memoryLogger(),
      isTrustedUrl: (url) => url === trusted,
      sendTo: (id, channel, message) => sent.push([id, channel, message]),
    });
    const invoke = handlers.get(IPC_INVOKE);
    expect(invoke).toBeDefined();
    const ok = await invoke!({ senderFrame: { url: trusted }, sender: { id: 1 } }, 'app.status', {});
    expect(ok).toMatchObject({ ok: true, value: { mode: 'training' } });
    const refused = await invoke!({ senderFrame: { url: 'https://evil.example/' }, sender: { id: 2 } }, 'app.status', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const noFrame = await invoke!({ senderFrame: null, sender: { id: 3 } }, 'app.status', {});
    expect(noFrame).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    await invoke!({ senderFrame: { url: trusted }, sender: { id: 1 } }, 'app.setLanguage', { language: 'it' });
    // Window 1 holds a session: it hears the event; the refused frames hold none and hear nothing.
    expect(sent).toContainEqual([1, IPC_EVENT, expect.objectContaining({ event: 'app.status' })]);
    expect(sent.every((m) => Array.isArray(m) && m[0] === 1)).toBe(true);

    stop();
    expect(handlers.has(IPC_INVOKE)).toBe(false);
    await core.close();
  });
});
