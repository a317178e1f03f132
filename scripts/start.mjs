#!/usr/bin/env node
// npm start: build if the sources are newer than the build, then launch Electron; where the
// Electron runtime is missing (as on build machines), say so and start the browser mode.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { electronBinary } from './electron-binary.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const browserOnly = args.includes('--browser');
const passArgs = args.filter((a) => a !== '--browser');

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const built = path.join(root, 'out', 'main', 'browser.js');
const sourcesTime = Math.max(newest(path.join(root, 'electron')), newest(path.join(root, 'src')));
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sourcesTime || !fs.existsSync(path.join(root, 'out/renderer/index.html'))) {
  console.log('Building the terminal …');
  const r = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const electron = browserOnly ? null : electronBinary();
if (!browserOnly && !electron) {
  console.log('Electron runtime not available on this machine; starting the browser mode instead.');
}
const child = electron
  ? spawn(electron, [root, ...passArgs], { stdio: 'inherit' })
  : spawn(process.execPath, [built, ...passArgs], { stdio: 'inherit', cwd: root });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
