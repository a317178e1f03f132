#!/usr/bin/env node
// npm run dev: electron-vite dev (renderer with hot reload, main and preload rebuilt on change);
// where the Electron runtime is missing (as on build machines), say so and start the browser mode
// like `npm start` does (built once, no hot reload). Extra arguments go to the browser mode.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { electronBinary } from './electron-binary.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const electron = electronBinary();
if (!electron) console.log('Electron runtime not available on this machine; starting the browser mode instead (no hot reload).');
const child = electron
  ? spawn('npx', ['electron-vite', 'dev', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ELECTRON_EXEC_PATH: electron } })
  : spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--browser', ...args], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
