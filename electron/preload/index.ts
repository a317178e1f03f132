// The narrow bridge: invoke(method, input) and subscribe(callback). Nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

const IPC_INVOKE = 'terminal:invoke';
const IPC_EVENT = 'terminal:event';

contextBridge.exposeInMainWorld('terminalBridge', {
  invoke: (method: string, input: unknown) => ipcRenderer.invoke(IPC_INVOKE, method, input),
  subscribe: (callback: (message: unknown) => void) => {
    const listener = (_e: IpcRendererEvent, message: unknown) => callback(message);
    ipcRenderer.on(IPC_EVENT, listener);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT, listener);
    };
  },
});
