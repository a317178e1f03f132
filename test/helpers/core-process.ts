// Parent side of test/helpers/core-child.ts: starts a core in a child process and calls it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Result } from '../../electron/core/contract';

let bundled: Promise<string> | undefined;

/**
 * `core-child.ts` bundled once per test process (packages stay external, so the one
 * better-sqlite3 of node_modules is used): a child then starts in plain Node, several times
 * faster and cheaper than through tsx's loader on every (re)start.
 */
function childScript(): Promise<string> {
  bundled ??= (async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const outfile = path.join(root, 'node_modules', '.cache', 'core-child', `core-child-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(import.meta.dirname, 'core-child.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      logLevel: 'warning',
    });
    process.once('exit', () => fs.rmSync(outfile, { force: true }));
    return outfile;
  })();
  return bundled;
}

/** A core running in a child process. */
export interface CoreProcess {
  child: ChildProcess;
  /** Calls a contract method in the child; resolves with the result envelope. */
  call(method: string, input: unknown): Promise<Result<unknown>>;
  /** Closes the core cleanly and waits for the process to end. */
  close(): Promise<void>;
  /** Kills the process with SIGKILL and waits for it to end. */
  kill(): Promise<void>;
}

/** Starts `core-child.ts` (bundled) on `dataDir`, talking to `baseUrl` with `apiKey`. */
export async function startCoreProcess(
  dataDir: string,
  baseUrl: string,
  apiKey: string,
  settleMs: number,
  /** Extra environment of the child (core-child.ts reads the store pusher's settings from it). */
  env: Record<string, string> = {},
): Promise<CoreProcess> {
  const child = fork(await childScript(), [dataDir, baseUrl, apiKey, String(settleMs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  let seq = 0;
  const waiting = new Map<number, (v: unknown) => void>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`core child exited early (${String(code)})`)));
    child.on('message', (msg: { ready?: boolean; id?: number; res?: unknown }) => {
      if (msg.ready) {
        resolve({
          child,
          call: (method, input) =>
            new Promise((res) => {
              seq += 1;
              waiting.set(seq, res as (v: unknown) => void);
              child.send({ id: seq, method, input });
            }),
          close: async () => {
            seq += 1;
            child.send({ id: seq, close: true });
            await exited;
          },
          kill: async () => {
            child.kill('SIGKILL');
            await exited;
          },
        });
        return;
      }
      if (msg.id !== undefined) {
        const done = waiting.get(msg.id);
        waiting.delete(msg.id);
        done?.(msg.res);
      }
    });
  });
}
