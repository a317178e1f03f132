// Electron shell: lifecycle, single-instance lock, the window and the IPC transport. Wiring only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, session } from 'electron';
import { createCore } from '../core';
import { registerIpc } from '../core/host/ipc';
import { contentSecurityPolicy } from '../core/host/static-files';
import { startSandbox } from '../sandbox';
import { desktopSecretStore } from './secret-store';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererIndex = path.join(here, '../renderer/index.html');
const rendererUrl = new URL(`file://${rendererIndex}`).href;

async function main(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  await app.whenReady();
  const dataDir = path.join(app.getPath('userData'), 'data');
  // Training mode (no live service set up): the built-in service on its own file in the data folder.
  const startTrainingService = async ({ flavour }: { flavour: 'interface' | 'production' }) => {
    const sandbox = await startSandbox({ dbFile: path.join(dataDir, 'training-service.db'), flavour });
    return { baseUrl: sandbox.baseUrl, apiKey: sandbox.keys['integration'] ?? '', close: () => sandbox.close() };
  };
  const secretStore = desktopSecretStore(dataDir, (m) => console.warn(m));
  const core = await createCore({ dataDir, version: app.getVersion(), startTrainingService, secretStore });
  session.defaultSession.webRequest.onHeadersReceived((details, cb) => {
    cb({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy(0)] } });
  });
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    webPreferences: {
      preload: path.join(here, '../preload/index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.webContents.on('will-navigate', (e, url) => {
    if (url !== rendererUrl) e.preventDefault();
  });
  const stop = registerIpc({
    ipc: ipcMain,
    dispatch: core.dispatch,
    bus: core.bus,
    logger: core.runtime.logger,
    isTrustedUrl: (url) => url.split('#')[0] === rendererUrl,
    broadcast: (channel, message) => {
      for (const w of BrowserWindow.getAllWindows()) w.webContents.send(channel, message);
    },
  });
  app.on('second-instance', () => {
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  app.on('window-all-closed', () => {
    stop();
    void core.close().then(() => app.quit());
  });
  await win.loadFile(rendererIndex);
}

void main();
