// What the desktop shell decides without Electron: kiosk/full-screen options, the permission
// policy and the dialog when the database cannot be opened.
import { describe, expect, it } from 'vitest';
import { DatabaseOpenError } from '../../../electron/common/sqlite';
import { DataFolderInUseError } from '../../../electron/core/store/folder-lock';
import { GRANTED_PERMISSIONS, permissionGranted } from '../../../electron/main/permissions';
import { readShellOptions } from '../../../electron/main/shell-options';
import { startupFailureDialog } from '../../../electron/main/startup-failure';

describe('shell options', () => {
  const read = (argv: string[], env: Record<string, string> = {}, fileText: string | null = null) =>
    readShellOptions({ argv, env, fileText });
  it('a normal window unless asked otherwise', () => {
    expect(read([])).toEqual({ kiosk: false, fullscreen: false, customerDisplay: 'auto', problems: [] });
  });
  it('kiosk implies full screen; command line beats environment beats shell.json', () => {
    expect(read([], {}, '{"kiosk": true}')).toMatchObject({ kiosk: true, fullscreen: true });
    expect(read([], { VOUCHER_TERMINAL_KIOSK: '0' }, '{"kiosk": true}')).toMatchObject({ kiosk: false });
    expect(read(['--kiosk'], { VOUCHER_TERMINAL_KIOSK: '0' })).toMatchObject({ kiosk: true });
    expect(read(['--no-kiosk'], {}, '{"kiosk": true}')).toMatchObject({ kiosk: false, fullscreen: false });
    expect(read(['--fullscreen'])).toMatchObject({ kiosk: false, fullscreen: true });
    expect(read([], { VOUCHER_TERMINAL_FULLSCREEN: 'yes' })).toMatchObject({ fullscreen: true });
  });
  it('a broken or odd shell.json is reported and ignored, never fatal', () => {
    const broken = read([], {}, '{kiosk: true');
    expect(broken).toMatchObject({ kiosk: false, fullscreen: false });
    expect(broken.problems[0]).toMatch(/shell\.json is not valid JSON/);
    const odd = read([], {}, '{"kiosk": "yes", "colour": "red", "fullscreen": true}');
    expect(odd).toMatchObject({ kiosk: false, fullscreen: true });
    expect(odd.problems).toHaveLength(2);
    expect(read([], {}, '[]').problems).toHaveLength(1);
  });
});

describe('permission policy', () => {
  const trusted = (url: string) => url.startsWith('file:///app/out/renderer/index.html');
  it('denies every web permission, also to the terminal page itself', () => {
    const all = [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'clipboard-sanitized-write',
      'midi',
      'midiSysex',
      'hid',
      'serial',
      'usb',
    ];
    for (const p of [...all, 'fullscreen', 'openExternal', 'pointerLock', 'display-capture', 'unknown']) {
      expect(permissionGranted(p, 'file:///app/out/renderer/index.html#/', trusted), p).toBe(false);
      expect(permissionGranted(p, 'https://evil.example/', trusted), p).toBe(false);
    }
    expect(GRANTED_PERMISSIONS.size).toBe(0);
  });
});

describe('start-up failure dialog', () => {
  const where = { dataDir: '/home/till/.config/Voucher Terminal/data', logFile: '/home/till/.config/Voucher Terminal/logs/terminal.log' };
  it('a database that cannot be opened: says so, names the folder and the log, and that nothing changed', () => {
    const d = startupFailureDialog(new DatabaseOpenError('Database x has schema version 99, newer than this program (12).', 'x'), where);
    expect(d.title).toMatch(/database cannot be opened/);
    expect(d.message).toContain('newer than this program');
    expect(d.message).toContain(where.dataDir);
    expect(d.message).toContain(where.logFile);
    expect(d.message).toMatch(/Nothing was changed/);
  });
  it('a data folder another process holds: the holder named, the folder too', () => {
    const err = new DataFolderInUseError(where.dataDir, {
      pid: 4242,
      host: 'kasse-1',
      startedAt: '2026-03-01T08:00:00.000Z',
      program: 'index.js',
    });
    const d = startupFailureDialog(err, where);
    expect(d.title).toMatch(/already running on this data folder/);
    expect(d.message).toContain('in use by process 4242 (index.js) on kasse-1');
    expect(d.message).toMatch(/Nothing was changed/);
    expect(d.message).toContain(where.logFile);
  });
  it('any other failure still gets a dialog', () => {
    const d = startupFailureDialog('EACCES', where);
    expect(d.title).toMatch(/cannot start/);
    expect(d.message).toContain('EACCES');
  });
});
