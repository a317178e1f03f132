// One process per data folder: a second terminal process on a folder another one runs on is
// refused before it writes anything, with the holder named; a holder killed with SIGKILL leaves no
// lock behind (the operating system drops it), so the next start takes the folder.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore } from '../helpers/core-harness';
import { startCoreProcess, type CoreProcess } from '../helpers/core-process';

let sb: RunningSandbox;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'));
const children: CoreProcess[] = [];
beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
});
afterAll(async () => {
  for (const c of children) if (c.child.exitCode === null) await c.kill();
  await sb.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every file of the folder (but the lock's own) with a hash of its content. */
const folderState = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => !f.startsWith('terminal.lock'))
      .sort()
      .map((f) => [
        f,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, f)))
          .digest('hex'),
      ]),
  );

describe('one process per data folder', () => {
  it('a second process is refused with the holder named and nothing written; a killed holder blocks nothing', async () => {
    const dir = path.join(tmp, 'till');
    const first = await startCoreProcess(dir, sb.baseUrl, sb.keys.integration ?? '', 0);
    children.push(first);
    expect(await first.call('auth.setup', { name: 'Chefin', pin: '246810' })).toMatchObject({ ok: true });
    const before = folderState(dir);
    expect(Object.keys(before)).toContain('terminal.db');

    const refused = await startCore({ sandbox: sb, dataDir: dir }).then(
      () => null,
      (err: unknown) => err as Error,
    );
    expect(refused?.name).toBe('DataFolderInUseError');
    expect(refused?.message).toContain(`in use by process ${first.child.pid}`);
    expect(refused?.message).toMatch(/Only one terminal may run on a data folder/);
    expect(folderState(dir)).toEqual(before);
    // The first one never noticed.
    expect(await first.call('app.status', {})).toMatchObject({ ok: true });

    await first.kill();
    const next = await startCore({ sandbox: sb, dataDir: dir });
    try {
      // The same folder, taken over: the manager set up by the killed process is there.
      expect(await next.call('auth.start', {})).toMatchObject({ managerPinSet: true });
    } finally {
      await next.close();
    }
    // Closed cleanly: the folder is free again at once.
    const again = await startCore({ sandbox: sb, dataDir: dir });
    await again.close();
  });
});
