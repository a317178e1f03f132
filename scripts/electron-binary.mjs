// Finds the Electron binary without require('electron'): that call starts a download when the
// binary is missing, which fails (noisily) on machines that reach only the npm registry.
// Used by `npm start` and `npm run dev` to decide between Electron and the browser mode.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The Electron executable, or null where the runtime is not installed. */
export function electronBinary() {
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
