// Electron shell: lifecycle, single-instance lock, log file, the window and the IPC transport.
// Wiring only: the decisions live in pure modules beside it (shell options, permissions,
// start-up failure text) and in the core.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, screen, session, webContents } from 'electron';
import { createLogger, rotatingFileSink, stderrSink, teeSink } from '../common/log';
import { ensurePrivateDir } from '../common/private-files';
import { createCore, type Core } from '../core';
import { registerIpc } from '../core/host/ipc';
import { cameraScanOn } from '../core/operations/app';
import { contentSecurityPolicy } from '../core/host/static-files';
import type { SecretStore } from '../core/store/secrets';
import { startSandbox } from '../sandbox';
import { placeCustomerWindow } from './customer-window';
import { permissionGranted } from './permissions';
import { desktopSecretStore } from './secret-store';
import { readShellOptions } from './shell-options';
import { startupFailureDialog } from './startup-failure';

const here = path.dirname(fileURLToPath(import.meta.url));
const rendererIndex = path.join(here, '../renderer/index.html');
// `npm run dev`: electron-vite serves the renderer with hot reload (never in a packaged app).
const devUrl = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];
const rendererUrl = devUrl ?? new URL(`file://${rendererIndex}`).href;
const isTrustedUrl = (url: string): boolean =>
  // The query only says which view the page shows (`?display=customer`); the document is the same.
  devUrl ? URL.canParse(url) && new URL(url).origin === new URL(devUrl).origin : url.split(/[?#]/)[0] === rendererUrl;

/** The file's text, or null when it is missing or unreadable (an optional file never stops the start). */
const readIfExists = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

async function main(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  const userData = app.getPath('userData');
  const dataDir = path.join(userData, 'data');
  const logFile = path.join(userData, 'logs', 'terminal.log');
  const fileSink = rotatingFileSink(logFile);
  let secretStore: SecretStore | undefined;
  const logger = createLogger({ name: 'terminal', sink: teeSink(stderrSink, fileSink), secrets: () => secretStore?.values() ?? [] });
  const shell = readShellOptions({ argv: process.argv, env: process.env, fileText: readIfExists(path.join(userData, 'shell.json')) });
  for (const problem of shell.problems) logger.warn(problem);
  await app.whenReady();
  let core: Core;
  try {
    // The user-data folder holds the data, the logs and Chromium's storage: the terminal's user only.
    ensurePrivateDir(userData);
    secretStore = desktopSecretStore(dataDir, (m) => logger.warn(m));
    // Training mode (no live service set up): the built-in service on its own file in the data folder.
    const startTrainingService = async ({ flavour }: { flavour: 'interface' | 'production' }) => {
      const sandbox = await startSandbox({ dbFile: path.join(dataDir, 'training-service.db'), flavour });
      return { baseUrl: sandbox.baseUrl, apiKey: sandbox.keys['integration'] ?? '', close: () => sandbox.close() };
    };
    core = await createCore({ dataDir, version: app.getVersion(), startTrainingService, secretStore, logger });
  } catch (err) {
    // A database that cannot be opened: say so in a dialog and leave cleanly, the files untouched.
    logger.error('terminal failed to start', { error: (err as Error).message });
    const d = startupFailureDialog(err, { dataDir, logFile });
    dialog.showErrorBox(d.title, d.message);
    fileSink.close();
    app.exit(1);
    return;
  }
  logger.info('terminal started', { version: app.getVersion(), kiosk: shell.kiosk, fullscreen: shell.fullscreen });
  const ses = session.defaultSession;
  // The camera setting is read at each ask: turning it off takes effect at the next scan.
  const cameraOn = () => cameraScanOn(core.runtime.db);
  ses.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(
      permissionGranted(
        { permission, requestingUrl: details.requestingUrl, mediaTypes: 'mediaTypes' in details ? details.mediaTypes : undefined },
        isTrustedUrl,
        cameraOn(),
      ),
    ),
  );
  ses.setPermissionCheckHandler((_wc, permission, origin, details) =>
    permissionGranted(
      { permission, requestingUrl: details.requestingUrl ?? origin, mediaTypes: details.mediaType ? [details.mediaType] : undefined },
      isTrustedUrl,
      cameraOn(),
    ),
  );
  ses.setDevicePermissionHandler(() => false);
  // The dev server needs its own scripts and socket; every built renderer gets the strict policy.
  if (!devUrl) {
    ses.webRequest.onHeadersReceived((details, cb) => {
      cb({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy(0)] } });
    });
  }
  app.on('web-contents-created', (_e, contents) => contents.on('will-attach-webview', (e) => e.preventDefault()));
  const webPreferences = {
    preload: path.join(here, '../preload/index.cjs'),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
  };
  const guard = (w: BrowserWindow) => {
    w.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    w.webContents.on('will-navigate', (e, url) => {
      if (!isTrustedUrl(url)) e.preventDefault();
    });
    w.webContents.on('render-process-gone', (_e, details) => logger.error('renderer gone', { reason: details.reason }));
  };
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    kiosk: shell.kiosk,
    fullscreen: shell.fullscreen,
    autoHideMenuBar: shell.fullscreen,
    webPreferences,
  });
  guard(win);
  // The customer display: a frameless full-screen window on the chosen screen (never the cashier's),
  // the same page showing `?display=customer`, fed by the core's order events like the basket.
  const screens = screen.getAllDisplays().map((d) => ({ id: d.id, bounds: d.bounds, primary: d.id === screen.getPrimaryDisplay().id }));
  const placed = placeCustomerWindow(screens, shell.customerDisplay);
  let customer: BrowserWindow | null = null;
  if (placed) {
    customer = new BrowserWindow({ ...placed.bounds, frame: false, fullscreen: true, focusable: false, webPreferences });
    guard(customer);
    logger.info('customer display', { screen: placed.screenId });
    void (devUrl ? customer.loadURL(`${devUrl}?display=customer`) : customer.loadFile(rendererIndex, { query: { display: 'customer' } }));
  }
  win.on('closed', () => {
    if (customer && !customer.isDestroyed()) customer.close();
  });
  const stop = registerIpc({
    ipc: ipcMain,
    dispatch: core.dispatch,
    bus: core.bus,
    logger,
    isTrustedUrl,
    gate: core.gate,
    sendTo: (id, channel, message) => webContents.fromId(id)?.send(channel, message),
  });
  app.on('second-instance', () => {
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  app.on('window-all-closed', () => {
    stop();
    void core.close().then(() => {
      logger.info('terminal closed');
      fileSink.close();
      app.quit();
    });
  });
  await (devUrl ? win.loadURL(devUrl) : win.loadFile(rendererIndex));
}

main().catch((err: unknown) => {
  console.error(`Voucher terminal failed: ${(err as Error).message}`);
  app.exit(1);
});
