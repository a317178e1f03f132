// What the desktop shell decides without Electron: kiosk/full-screen options, the permission
// policy and the dialog when the database cannot be opened.
import { describe, expect, it } from 'vitest';
import { DatabaseOpenError } from '../../../electron/common/sqlite';
import { DataFolderInUseError } from '../../../electron/core/store/folder-lock';
import { permissionGranted } from '../../../electron/main/permissions';
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
  const page = 'file:///app/out/renderer/index.html#/basket';
  const camera = { permission: 'media', requestingUrl: page, mediaTypes: ['video'] };
  it('grants the camera to the terminal page alone, only while the setting is on', () => {
    expect(permissionGranted(camera, trusted, true)).toBe(true);
    expect(permissionGranted(camera, trusted, false)).toBe(false);
    expect(permissionGranted({ ...camera, requestingUrl: 'https://evil.example/' }, trusted, true)).toBe(false);
  });
  it('never the microphone, nor a media ask that does not say it wants video alone', () => {
    for (const mediaTypes of [['audio'], ['video', 'audio'], ['unknown'], [], undefined]) {
      expect(permissionGranted({ ...camera, mediaTypes }, trusted, true), String(mediaTypes)).toBe(false);
    }
  });
  it('denies every other web permission, also to the terminal page itself', () => {
    const all = [
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
      for (const url of [page, 'https://evil.example/']) {
        expect(permissionGranted({ permission: p, requestingUrl: url, mediaTypes: ['video'] }, trusted, true), p).toBe(false);
      }
    }
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
