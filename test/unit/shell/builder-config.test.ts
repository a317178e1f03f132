// The packaging configuration (`npm run dist`) is checked here because the packaging itself needs
// the Electron download and does not run in CI: electron-builder's own schema validation, then
// what the terminal needs from a package.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'electron-builder';
import { describe, expect, it } from 'vitest';
import config from '../../../electron-builder.config';

const require = createRequire(import.meta.url);
const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
  validateConfiguration(c: Configuration, logger: unknown): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
const root = path.resolve(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  main: string;
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const targets = (t: unknown): string[] =>
  (Array.isArray(t) ? t : [t]).map((x: unknown) => (typeof x === 'string' ? x : (x as { target: string }).target));

// Compiling electron-builder's 360 kB JSON schema takes 3-4 s once per process.
describe('electron-builder configuration', { timeout: 30_000 }, () => {
  it("passes electron-builder's own schema validation", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('the validation is real: an unknown key or a wrong type is refused', async () => {
    await expect(validateConfiguration({ ...config, asarr: true } as Configuration, new DebugLogger(false))).rejects.toThrow(/asarr/);
    await expect(validateConfiguration({ ...config, asar: 'yes' } as unknown as Configuration, new DebugLogger(false))).rejects.toThrow();
  });

  it('names the app and ships the electron-vite build in an asar with better-sqlite3 unpacked', () => {
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+)+$/);
    expect(config.productName).toBe('Voucher Terminal');
    expect(config.files).toContain('out/**/*');
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toEqual(expect.arrayContaining(['**/node_modules/better-sqlite3/**', '**/*.node']));
    expect(config.npmRebuild).toBe(true);
    // The entries the app starts from are in the build that `files` ships.
    expect(pkg.main).toBe('out/main/index.js');
    expect(config.publish).toBeNull();
  });

  it('builds AppImage and deb for Linux and an NSIS installer for Windows that keeps the data', () => {
    expect(targets(config.linux?.target).sort()).toEqual(['AppImage', 'deb']);
    expect(config.linux?.maintainer).toMatch(/<.+@.+>/); // a deb needs a maintainer address
    expect(targets(config.win?.target)).toEqual(['nsis']);
    expect(config.nsis?.deleteAppDataOnUninstall).toBe(false);
  });

  it('npm run dist uses this file; electron-builder is pinned exactly', () => {
    for (const script of ['dist', 'dist:linux', 'dist:win']) expect(pkg.scripts[script]).toContain('--config electron-builder.config.ts');
    expect(pkg.scripts['dist']).toMatch(/^electron-vite build && electron-builder /);
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.scripts['dev']).toBe('node scripts/dev.mjs');
  });
});
