// Faults of the machine: an answer that came but could not be written leaves no row
// `pending` for ever and no "internal error": the step is "being checked" and the reconciler settles
// it without a restart; a database with damaged pages is found by the background integrity check
// and value steps are refused while the journal stays readable.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/store/database';
import { checkIntegrity } from '../../electron/core/store/integrity';
import type { RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { faultyDisk } from '../helpers/faulty-disk';
import { sellByVoucher } from '../helpers/sales';
import { startTestSandbox } from './sandbox/harness';

let sb: RunningSandbox;
const dirs: string[] = [];
const tempDir = (): string => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-faults-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A clock that can be moved forward (the reconciler takes a pending row once its request has ended). */
function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => void (offset += ms) };
}

describe('a full disk while a load is answered', () => {
  it('the row ends uncertain, not pending for ever; the cashier is told it is being checked; reconciled without a restart', async () => {
    const disk = faultyDisk();
    const clock = movableClock();
    const dataDir = tempDir();
    const h: CoreHarness = await startCore({
      sandbox: sb,
      dataDir,
      core: { openDatabase: disk.open, clock },
      // The disk fills up while the load's answer is on its way back.
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        if (init.method === 'POST' && url.includes('/charge.json')) disk.full = true;
        return res;
      },
    });
    try {
      await h.call('order.addLine', { line: { kind: 'load', code: 'DEMOTRAIN009', amountCents: 1000 } });
      const paid = await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 1000 } });
      // The finish stops at the load: its outcome could not be written, so it is being verified.
      const o = (await h.call('order.finish', { orderId: paid.order.id })).order;
      expect(o).toMatchObject({ state: 'finishing', lines: [expect.objectContaining({ kind: 'load', state: 'checking' })] });
      expect(disk.refused).toBeGreaterThan(0);
      const stuck = (await h.call('journal.unresolved', {})).entries.find((e) => e.kind === 'charge');
      // Neither `succeeded` nor `uncertain` could be written: the row is still pending on disk.
      expect(stuck).toMatchObject({ state: 'pending', code: 'DEMOTRAIN009' });

      // The disk has room again; once no request can still be running, the reconciler takes the row.
      disk.full = false;
      await h.call('journal.reconcile', {});
      expect((await h.call('journal.get', { id: stuck!.id })).state).toBe('pending');
      clock.advance((h.core.runtime.service?.requestTimeoutMs ?? 0) + 10_000);
      await h.call('journal.reconcile', {});
      const row = await h.call('journal.get', { id: stuck!.id });
      // Settled by the reconciler from the service's word: confirmed, or put to the cashier with the
      // facts when a balance alone cannot say whose load it was (reconcile-rules.ts).
      expect(row).toMatchObject({ code: 'DEMOTRAIN009', amountCents: 1000 });
      expect(['succeeded', 'needs_decision']).toContain(row.state);
    } finally {
      await h.close();
    }
  });
});

/** A load sold on a damaged database stops at its step, refused in words (the open order is cancelled again). */
async function expectLoadRefused(h: CoreHarness): Promise<void> {
  const open = (await h.call('order.current', {})).order;
  if (open) await h.call('order.cancel', { orderId: open.id });
  await h.call('order.addLine', { line: { kind: 'load', code: 'DEMOTRAIN010', amountCents: 500 } });
  const paid = await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: 500 } });
  const o = (await h.call('order.finish', { orderId: paid.order.id })).order;
  expect(o.stoppedAt).toMatchObject({ code: 'locked', message: expect.stringMatching(/database is damaged/) });
  expect(o.lines[0]?.state).toBe('refused');
}

/** The middle leaf page of `table`, as SQLite lists it (a page that holds rows, never a free one). */
function leafPage(file: string, table: string): number {
  const db = new Database(file, { readonly: true });
  try {
    const leaves = db
      .prepare(`SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY pageno`)
      .pluck()
      .all(table) as number[];
    if (leaves.length < 2) throw new Error(`The table ${table} has ${leaves.length} leaf pages: none to damage below its root`);
    return leaves[Math.floor(leaves.length / 2)] as number;
  } finally {
    db.close();
  }
}

/**
 * A copy of a real terminal database with garbage written over one leaf page of `table` (by default
 * the printed receipts': the journal's rows stay sound). Not the file's middle page: migration 017
 * rebuilt the journal and left the old table's pages free there.
 */
function damagedCopy(source: string, table = 'print_jobs'): string {
  const dir = tempDir();
  const file = path.join(dir, 'terminal.db');
  fs.copyFileSync(source, file);
  const fd = fs.openSync(file, 'r+');
  try {
    const header = Buffer.alloc(100);
    fs.readSync(fd, header, 0, 100, 0);
    const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
    const page = leafPage(source, table);
    fs.writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (page - 1) * pageSize);
  } finally {
    fs.closeSync(fd);
  }
  return dir;
}

describe('a database with damaged interior pages', () => {
  it('is found by the background check; value steps are refused with a clear message; the journal stays readable', async () => {
    // A real terminal database with a journal of some pages.
    const source = tempDir();
    const h0 = await startCore({ sandbox: sb, dataDir: source });
    for (let i = 0; i < 40; i++) await h0.call('voucher.lookup', { code: 'DEMOVALUE100' });
    for (let i = 0; i < 6; i++) {
      await sellByVoucher(h0.call, 'DEMOVALUE100', 100);
    }
    await h0.close();
    // Small files are checked in this thread, larger ones in a worker (inline limit 0): both find it.
    for (const inlineMax of [undefined, 0]) {
      expect(await checkIntegrity(path.join(source, 'terminal.db'), undefined, inlineMax)).toEqual({ state: 'ok' });
      const copy = damagedCopy(path.join(source, 'terminal.db'));
      expect((await checkIntegrity(path.join(copy, 'terminal.db'), undefined, inlineMax)).state).toBe('damaged');
    }
    const dataDir = damagedCopy(path.join(source, 'terminal.db'));

    const h = await startCore({ sandbox: sb, dataDir });
    try {
      // The check runs beside the till: wait for its verdict on the status.
      const status = await new Promise<unknown>((resolve) => {
        const poll = (): void => {
          const s = h.core.runtime.state.storage;
          if (s && s.state !== 'checking') resolve(s);
          else setImmediate(poll);
        };
        poll();
      });
      expect(status).toMatchObject({ state: 'damaged' });
      expect((await h.call('app.status', {})).storage?.state).toBe('damaged');
      await h.call('order.addLine', { line: { kind: 'goods', amountCents: 500 } });
      const refused = await h.fail('order.addTender', { tender: { kind: 'voucher', code: 'DEMOTRAIN010' } });
      expect(refused).toMatchObject({ code: 'locked', details: { reason: 'database_damaged' } });
      expect(refused.message).toMatch(/database is damaged/);
      await expectLoadRefused(h);
      // The journal is still read (and exported from the same rows).
      expect((await h.call('journal.today', {})).entries.filter((e) => e.kind === 'redeem').length).toBeGreaterThan(0);
      // Reading still works where the pages are sound (settings, status): the journal is not deleted.
      expect(fs.existsSync(path.join(dataDir, 'terminal.db'))).toBe(true);
      expect(() => openDatabase(dataDir).close()).not.toThrow();
    } finally {
      await h.close();
    }
  });

  it('a damaged page of the journal itself: the call that reads it is refused in words, and value steps stop at once', async () => {
    const source = tempDir();
    const h0 = await startCore({ sandbox: sb, dataDir: source });
    for (let i = 0; i < 30; i++) {
      await sellByVoucher(h0.call, 'DEMOVALUE100', 100);
    }
    await h0.close();
    const h = await startCore({ sandbox: sb, dataDir: damagedCopy(path.join(source, 'terminal.db'), 'journal') });
    try {
      const refused = await h.fail('journal.today', {});
      expect(refused).toMatchObject({ code: 'locked', details: { reason: 'database_damaged' } });
      expect(refused.message).toMatch(/cannot be read: it is damaged/);
      // From that call on, not only after the background check: the status says so, value steps are refused.
      expect(h.core.runtime.state.storage?.state).toBe('damaged');
      expect((await h.call('app.status', {})).storage?.state).toBe('damaged');
      await expectLoadRefused(h);
    } finally {
      await h.close();
    }
  });
});
