#!/usr/bin/env node
// npm start: build if the sources are newer than the build, then launch Electron; where the
// Electron runtime is missing (as on build machines), say so and start the browser mode.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

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

// Finds the Electron binary without require('electron'): that call starts a download when the
// binary is missing, which fails (noisily) on machines that reach only the npm registry.
function electronBinary() {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const bin = path.join(process.env.ELECTRON_OVERRIDE_DIST_PATH, 'electron');
    return fs.existsSync(bin) ? bin : null;
  }
  try {
    const require = createRequire(import.meta.url);
    const pkgDir = path.dirname(require.resolve('electron/package.json'));
    const pathFile = path.join(pkgDir, 'path.txt');
    if (!fs.existsSync(pathFile)) return null;
    const bin = path.join(pkgDir, 'dist', fs.readFileSync(pathFile, 'utf8').trim());
    return fs.existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
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
