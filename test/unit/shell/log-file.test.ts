// The log file of the desktop app: rotated by size, private (folder 0700, files 0600), the key
// never written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, rotatingFileSink, teeSink } from '../../../electron/common/log';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-log-'));
  dirs.push(d);
  return d;
};

describe('rotating log file', () => {
  it('rotates by size, keeps N old files, never loses the newest line', () => {
    const file = path.join(tmp(), 'logs', 'terminal.log');
    const sink = rotatingFileSink(file, { maxBytes: 100, keep: 2 });
    for (let i = 0; i < 20; i++) sink(`line ${String(i).padStart(2, '0')} ${'x'.repeat(30)}`); // 39 bytes each: two per file
    sink.close();
    const files = fs.readdirSync(path.dirname(file)).sort();
    expect(files).toEqual(['terminal.log', 'terminal.log.1', 'terminal.log.2']);
    for (const f of files) expect(fs.statSync(path.join(path.dirname(file), f)).size).toBeLessThanOrEqual(100);
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^line 18 x+\nline 19 x+\n$/);
    expect(fs.readFileSync(`${file}.1`, 'utf8')).toMatch(/^line 16 .*\nline 17 .*\n$/);
    expect(fs.readFileSync(`${file}.2`, 'utf8')).toMatch(/^line 14 /);
  });

  it('appends across restarts and rotates a file that was already full', () => {
    const file = path.join(tmp(), 'terminal.log');
    fs.writeFileSync(file, 'y'.repeat(90) + '\n');
    const sink = rotatingFileSink(file, { maxBytes: 100 });
    sink('after restart');
    sink.close();
    expect(fs.readFileSync(file, 'utf8')).toBe('after restart\n');
    expect(fs.readFileSync(`${file}.1`, 'utf8')).toBe('y'.repeat(90) + '\n');
  });

  it.runIf(process.platform !== 'win32')('folder 0700, files 0600, also after rotation', () => {
    const dir = path.join(tmp(), 'logs');
    const file = path.join(dir, 'terminal.log');
    const sink = rotatingFileSink(file, { maxBytes: 10 });
    sink('first line');
    sink('second line');
    sink.close();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of [file, `${file}.1`]) expect(fs.statSync(f).mode & 0o777).toBe(0o600);
  });

  it('secrets are redacted before a line reaches the file; stderr and file get the same line', () => {
    const file = path.join(tmp(), 'terminal.log');
    const sink = rotatingFileSink(file);
    const copy: string[] = [];
    const logger = createLogger({ sink: teeSink(sink, (l) => copy.push(l)), secrets: () => ['live-key-0123456789'] });
    logger.info('GET https://svc.example/api?apikey=live-key-0123456789&x=1', { header: 'live-key-0123456789' });
    sink.close();
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('live-key-0123456789');
    expect(text).toContain('apikey=[redacted]');
    expect(text.trim()).toBe(copy[0]);
  });

  it('a folder that cannot be written does not throw: the till goes on', () => {
    const blocker = path.join(tmp(), 'not-a-dir');
    fs.writeFileSync(blocker, '');
    const sink = rotatingFileSink(path.join(blocker, 'terminal.log'));
    const write = process.stderr.write.bind(process.stderr);
    const seen: string[] = [];
    process.stderr.write = ((s: string) => seen.push(String(s)) > 0) as typeof process.stderr.write;
    try {
      expect(() => sink('a line')).not.toThrow();
      sink('another');
    } finally {
      process.stderr.write = write;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/not writable/);
  });
});
