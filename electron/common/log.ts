// A tiny structured logger. Every line passes through redact(): the service key travels in
// query strings and must never reach a log file. Electron main adds a size-rotated file sink in
// the user-data folder (stderr is lost under a desktop launcher).
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, ensurePrivateFile } from './private-files';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Removes API keys from any text: `apikey=...` in URLs and `"apikey":"..."` in JSON. */
export function redact(text: string): string {
  return text.replace(/([?&]apikey=)[^&#\s"']*/gi, '$1[redacted]').replace(/("api_?key"\s*:\s*")[^"]*(")/gi, '$1[redacted]$2');
}

/** The stderr sink (the default). */
export const stderrSink = (line: string): void => void process.stderr.write(line + '\n');

export interface LoggerOptions {
  level?: LogLevel;
  /** Where a finished line goes; stderr by default. */
  sink?: (line: string) => void;
  /** Secrets that must never appear verbatim (e.g. the live key). */
  secrets?: () => readonly string[];
  name?: string;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const min = order[opts.level ?? 'info'];
  const sink = opts.sink ?? stderrSink;
  const write = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (order[level] < min) return;
    let line = JSON.stringify({ t: new Date().toISOString(), level, ...(opts.name ? { name: opts.name } : {}), msg, ...fields });
    line = redact(line);
    for (const secret of opts.secrets?.() ?? []) if (secret.length >= 4) line = line.split(secret).join('[redacted]');
    sink(line);
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

/** A logger that keeps lines in memory: for tests that assert what was (not) logged. */
export function memoryLogger(level: LogLevel = 'debug'): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(createLogger({ level, sink: (l) => lines.push(l) }), { lines });
}

export interface FileSinkOptions {
  /** A log file larger than this is rotated before the next line (default 5 MB). */
  maxBytes?: number;
  /** Rotated files kept besides the current one: `terminal.log.1` (newest) .. `.N` (default 3). */
  keep?: number;
}

/** A sink appending lines to `file`, rotated by size; the folder is made 0700 and every file 0600. */
export function rotatingFileSink(file: string, opts: FileSinkOptions = {}): ((line: string) => void) & { close(): void } {
  const maxBytes = opts.maxBytes ?? 5 * 1024 * 1024;
  const keep = Math.max(1, opts.keep ?? 3);
  let fd = -1;
  let size = 0;
  let warned = false;
  const open = () => {
    ensurePrivateDir(path.dirname(file));
    ensurePrivateFile(file);
    fd = fs.openSync(file, 'a');
    size = fs.fstatSync(fd).size;
  };
  const rotate = () => {
    fs.closeSync(fd);
    fd = -1;
    fs.rmSync(`${file}.${keep}`, { force: true });
    for (let i = keep - 1; i >= 1; i--) if (fs.existsSync(`${file}.${i}`)) fs.renameSync(`${file}.${i}`, `${file}.${i + 1}`);
    fs.renameSync(file, `${file}.1`);
    open();
  };
  const sink = (line: string) => {
    const bytes = Buffer.from(line + '\n');
    try {
      if (fd < 0) open();
      if (size > 0 && size + bytes.length > maxBytes) rotate();
      fs.writeSync(fd, bytes);
      size += bytes.length;
    } catch (err) {
      // A full or vanished disk must not stop the till (stderr still gets every line); said once.
      if (!warned) process.stderr.write(`log file ${file} not writable: ${(err as Error).message}\n`);
      warned = true;
    }
  };
  return Object.assign(sink, {
    close: () => {
      if (fd >= 0) fs.closeSync(fd);
      fd = -1;
    },
  });
}

/** A sink that hands each line to every given sink (e.g. stderr and the log file). */
export function teeSink(...sinks: Array<(line: string) => void>): (line: string) => void {
  return (line) => {
    for (const s of sinks) s(line);
  };
}
