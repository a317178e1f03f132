// The print queue against the TCP test printer and a fake OS spooler: real SQLite, real sockets,
// retries driven by manual timers (no sleeping).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../../electron/common/log';
import { createPrinting, type Printing } from '../../electron/core/printing/service';
import type { PrinterState } from '../../electron/core/printing/queue';
import type { Timers } from '../../electron/core/clock';
import { startTestPrinter, type TestPrinter } from '../../electron/core/printing/test-printer';
import { decodeEscPos } from '../../electron/core/printing/escpos-decoder';
import { listAudit } from '../../electron/core/store/audit';
import { openDatabase, type Db } from '../../electron/core/store/database';
import { getPrintJob, insertPrintJob, listPrintJobs, markPrinting } from '../../electron/core/store/print-jobs';
import { setSetting } from '../../electron/core/store/settings';
import { sample } from '../unit/printing/fixtures';

/** Timers fired by hand: a retry happens exactly when the test says so. */
function manual(): Timers & { fire(): number } {
  const due = new Map<number, () => void>();
  let n = 0;
  return {
    setTimeout: (fn) => {
      const handle = { n: ++n };
      due.set(handle.n, fn);
      return handle;
    },
    clearTimeout: (h) => void due.delete((h as { n: number }).n),
    fire() {
      const fns = [...due.values()];
      due.clear();
      fns.forEach((f) => f());
      return fns.length;
    },
  };
}

const clock = { now: () => new Date('2026-11-21T13:05:00.000Z') };
let db: Db;
let tp: TestPrinter;
let printing: Printing;
let timers: ReturnType<typeof manual>;
let states: PrinterState[];
let logger: ReturnType<typeof memoryLogger>;

function setup(mode: 'training' | 'live' = 'live', statusPollMs = 0): Printing {
  timers = manual();
  states = [];
  logger = memoryLogger('debug');
  printing = createPrinting({
    db,
    clock,
    logger,
    mode: () => mode,
    onState: (s) => states.push(s),
    timers,
    portOptions: { connectTimeoutMs: 2000, replyTimeoutMs: 300 },
    statusPollMs,
  });
  return printing;
}

beforeEach(async () => {
  db = openDatabase(':memory:');
  tp = await startTestPrinter();
  setSetting(db, 'printer.uri', tp.uri);
  setup();
});
afterEach(async () => {
  await printing.close();
  await tp.close();
  db.close();
});

const lines = (i: number): string => tp.receipts()[i]?.lines.join('\n') ?? '';

describe('print queue', () => {
  it('prints a job and records it printed', async () => {
    const job = printing.queue.enqueue(sample('load'), { journalId: 'j-1' });
    await printing.queue.kick();
    expect(tp.receipts()).toHaveLength(1);
    expect(lines(0)).toContain('****-****-CODE');
    // A load receipt is not the voucher: masked by default, so without the QR (the QR is the code).
    expect(tp.receipts()[0]!.qr).toEqual([]);
    expect(getPrintJob(db, job.id)).toMatchObject({ state: 'printed', attempts: 1, journalId: 'j-1' });
    expect(printing.queue.state()).toMatchObject({ state: 'ready', queued: 0 });
  });

  it('printer down: jobs wait (nothing lost), the state says why, all print in order when it is back', async () => {
    await tp.stopListening();
    const a = printing.queue.enqueue(sample('load'));
    const b = printing.queue.enqueue(sample('activation'));
    await printing.queue.kick();
    expect(getPrintJob(db, a.id)?.state).toBe('queued');
    expect(getPrintJob(db, b.id)?.state).toBe('queued');
    expect(printing.queue.state()).toMatchObject({ state: 'offline', queued: 2 });
    expect(printing.queue.state().message).toMatch(/ECONNREFUSED|not reachable/);
    expect(states.some((s) => s.state === 'offline')).toBe(true);
    // Still down at the next retry: still waiting.
    expect(timers.fire()).toBe(1);
    await printing.queue.kick();
    expect(getPrintJob(db, a.id)?.state).toBe('queued');
    const c = printing.queue.enqueue(sample('deactivation'));
    await tp.resume();
    timers.fire();
    await printing.queue.kick();
    await tp.waitForReceipts(3);
    expect(tp.receipts().map((r) => r.lines.find((l) => /Gutschein (aufladen|aktiviert|deaktiviert)/.test(l)))).toEqual([
      'Gutschein aufladen',
      'Gutschein aktiviert',
      'Gutschein deaktiviert',
    ]);
    for (const j of [a, b, c]) expect(getPrintJob(db, j.id)?.state).toBe('printed');
    expect(printing.queue.state()).toMatchObject({ state: 'ready', queued: 0 });
  });

  it('paper end: the job is held and reported, and prints once paper is loaded', async () => {
    tp.setPaper('end');
    const job = printing.queue.enqueue(sample('redemption'));
    await printing.queue.kick();
    expect(getPrintJob(db, job.id)?.state).toBe('queued');
    expect(printing.queue.state()).toMatchObject({ state: 'paper_end', queued: 1, message: 'Printer is out of paper' });
    expect(tp.receipts()).toHaveLength(0);
    tp.setPaper('ok');
    timers.fire();
    await printing.queue.kick();
    expect(getPrintJob(db, job.id)?.state).toBe('printed');
    expect(lines(0)).toContain('****-****-EFGH');
  });

  it('cover open is reported the same way', async () => {
    tp.setCoverOpen(true);
    printing.queue.enqueue(sample('load'));
    await printing.queue.kick();
    expect(printing.queue.state().state).toBe('cover_open');
    tp.setCoverOpen(false);
    timers.fire();
    await printing.queue.kick();
    expect(tp.receipts()).toHaveLength(1);
  });

  it('a printer closing the connection mid-job: the job is not counted as printed and prints in full later', async () => {
    tp.dropAfter(300);
    const job = printing.queue.enqueue(sample('voucher_sale'));
    await printing.queue.kick();
    expect(getPrintJob(db, job.id)).toMatchObject({ state: 'queued' });
    expect(getPrintJob(db, job.id)?.lastError).toMatch(/closed the connection/);
    expect(tp.partials().length).toBeGreaterThan(0);
    expect(tp.receipts()).toHaveLength(0);
    tp.dropAfter(null);
    timers.fire();
    await printing.queue.kick();
    expect(getPrintJob(db, job.id)).toMatchObject({ state: 'printed', attempts: 2 });
    expect(tp.receipts()).toHaveLength(3);
  });

  it('a printer without status support still prints (state unknown)', async () => {
    tp.setSilent(true);
    const job = printing.queue.enqueue(sample('promo_redeem'));
    await printing.queue.kick();
    expect(getPrintJob(db, job.id)?.state).toBe('printed');
    expect(printing.queue.state().state).toBe('unknown');
    expect(lines(0)).toContain('SOMMER10');
  });

  it('reprint: marked as a copy; a full-code slip reprint lands in the audit log', async () => {
    const first = printing.queue.enqueue(sample('voucher_sale'), { journalId: 'j-sale' });
    await printing.queue.kick();
    const copy = printing.reprint({ journalId: 'j-sale' }, 'Anna');
    await printing.queue.kick();
    expect(copy).toMatchObject({ reprintOf: first.id, journalId: 'j-sale', fullCode: true });
    expect(tp.receipts()).toHaveLength(6);
    expect(tp.receipts()[3]!.lines).toContain('** KOPIE **');
    expect(tp.receipts()[3]!.qr).toEqual(['SALE1111AAAA']);
    const audit = listAudit(db);
    expect(audit[0]).toMatchObject({ actor: 'Anna', action: 'receipt.reprint_full_code', subject: 'j-sale' });
    // A masked receipt's reprint is not a full-code event.
    const promo = printing.queue.enqueue(sample('activation'));
    printing.reprint({ jobId: promo.id }, 'Anna');
    await printing.queue.kick();
    expect(listAudit(db)).toHaveLength(1);
  });

  it('codes printed unmasked: an order receipt with a code is a full-code slip, its reprint audited; masked it is not', async () => {
    const masked = printing.queue.enqueue(sample('order'));
    expect(masked.fullCode).toBe(false);
    setSetting(db, 'receipt.codeMasking', 'full');
    const full = printing.queue.enqueue(sample('order'));
    const goodsOnly = sample('order');
    if (goodsOnly.body.kind === 'order') goodsOnly.body.lines = goodsOnly.body.lines.filter((l) => l.code === null);
    if (goodsOnly.body.kind === 'order') goodsOnly.body.tenders = goodsOnly.body.tenders.filter((t) => t.code === null);
    expect(printing.queue.enqueue(goodsOnly).fullCode).toBe(false);
    await printing.queue.kick();
    expect(full.fullCode).toBe(true);
    expect(printing.reprint({ jobId: full.id }, 'Anna').fullCode).toBe(true);
    expect(listAudit(db)[0]).toMatchObject({ actor: 'Anna', action: 'receipt.reprint_full_code' });
  });

  it('a missing logo file is skipped with a warning, the receipt still prints', async () => {
    setSetting(db, 'receipt.logoPath', path.join(os.tmpdir(), 'no-such-logo.png'));
    printing.queue.enqueue(sample('load'));
    await printing.queue.kick();
    expect(tp.receipts()).toHaveLength(1);
    expect(tp.receipts()[0]!.items.some((i) => i.type === 'image')).toBe(false);
    expect(logger.lines.some((l) => l.includes('Receipt logo not printed'))).toBe(true);
  });

  it('a configured logo prints as a raster image above the header; a corrupt one is skipped', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logo-'));
    const logo = path.join(dir, 'logo.png');
    // 16 x 8 black PNG.
    fs.writeFileSync(
      logo,
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAYAAADwdn+XAAAAIUlEQVR4AaXBAQEAMAzDIF7/nncRgYcTTDTRRBNNNNFEHxRiAQ+Q7o/YAAAAAElFTkSuQmCC',
        'base64',
      ),
    );
    setSetting(db, 'receipt.logoPath', logo);
    printing.queue.enqueue(sample('load'));
    await printing.queue.kick();
    const items = tp.receipts()[0]!.items;
    expect(items[0]).toEqual({ type: 'image', widthBytes: 2, height: 8 });
    expect(lines(0)).toContain('****-****-CODE');
    fs.writeFileSync(logo, 'not a png');
    printing.queue.enqueue(sample('load'));
    await printing.queue.kick();
    expect(tp.receipts()).toHaveLength(2);
    expect(tp.receipts()[1]!.items.some((i) => i.type === 'image')).toBe(false);
  });

  it('while idle, a status poll notices a printer that went away and came back', async () => {
    await printing.close();
    setup('live', 30_000);
    await tp.stopListening();
    expect(timers.fire()).toBe(1);
    await vi.waitFor(() => expect(printing.queue.state().state).toBe('offline'));
    await tp.resume();
    timers.fire();
    await vi.waitFor(() => expect(printing.queue.state().state).toBe('ready'));
    expect(states.map((x) => x.state)).toEqual(['offline', 'ready']);
    tp.setPaper('end');
    timers.fire();
    await vi.waitFor(() => expect(printing.queue.state().state).toBe('paper_end'));
  });

  it('a job whose stored input is unreadable fails (kept for the record) and does not block the next', async () => {
    const bad = insertPrintJob(db, { journalId: 'j-bad', kind: 'load', input: '{not json', fullCode: false }, clock.now());
    const good = printing.queue.enqueue(sample('load'));
    await printing.queue.kick();
    expect(getPrintJob(db, bad.id)).toMatchObject({ state: 'failed' });
    expect(getPrintJob(db, bad.id)?.lastError).toMatch(/Unreadable receipt input/);
    expect(getPrintJob(db, good.id)?.state).toBe('printed');
  });

  it('jobs interrupted by a crash are queued again at start; no printer set up = not_configured', async () => {
    await printing.close();
    const j = insertPrintJob(db, { journalId: null, kind: 'load', input: JSON.stringify(sample('load')), fullCode: true }, clock.now());
    markPrinting(db, j.id, clock.now());
    setSetting(db, 'printer.uri', '');
    setup();
    expect(getPrintJob(db, j.id)?.state).toBe('queued');
    await printing.queue.kick();
    expect(printing.queue.state()).toMatchObject({ state: 'not_configured', queued: 1 });
    setSetting(db, 'printer.uri', tp.uri);
    await printing.queue.kick();
    expect(getPrintJob(db, j.id)?.state).toBe('printed');
  });

  it('training mode prints on the built-in test printer, receipts marked TRAINING', async () => {
    await printing.close();
    setSetting(db, 'printer.uri', 'training');
    setup('training');
    const input = sample('load', { training: true });
    printing.queue.enqueue(input);
    await printing.queue.kick();
    const training = printing.testPrinter();
    expect(training).not.toBeNull();
    expect(training!.receipts()[0]!.lines).toContain('*** TRAINING ***');
    expect(listPrintJobs(db)[0]?.state).toBe('printed');
  });
});

describe('system print queue (raw through the spooler)', () => {
  it('sends raw bytes through lp -d QUEUE -o raw and reads lpstat; a missing spooler is offline', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-'));
    const out = path.join(dir, 'job.bin');
    const args = path.join(dir, 'args.txt');
    fs.writeFileSync(path.join(dir, 'lp'), `#!/bin/sh\necho "$@" > "${args}"\ncat > "${out}"\n`, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'lpstat'), '#!/bin/sh\necho "printer $2 is idle.  enabled since today"\n', { mode: 0o755 });
    await printing.close();
    setSetting(db, 'printer.uri', 'queue:receipts');
    timers = manual();
    printing = createPrinting({
      db,
      clock,
      logger: memoryLogger('debug'),
      mode: () => 'live',
      onState: () => {},
      timers,
      statusPollMs: 0,
      portOptions: { lpCommand: path.join(dir, 'lp'), lpstatCommand: path.join(dir, 'lpstat') },
    });
    const job = printing.queue.enqueue(sample('load'));
    await printing.queue.kick();
    expect(getPrintJob(db, job.id)?.state).toBe('printed');
    expect(fs.readFileSync(args, 'utf8').trim()).toBe('-d receipts -o raw');
    const [r] = decodeEscPos(fs.readFileSync(out)).receipts;
    expect(r!.lines.join('\n')).toContain('****-****-CODE');

    await printing.close();
    printing = createPrinting({
      db,
      clock,
      logger: memoryLogger('debug'),
      mode: () => 'live',
      onState: () => {},
      timers,
      statusPollMs: 0,
      portOptions: { lpCommand: path.join(dir, 'missing-lp'), lpstatCommand: path.join(dir, 'missing-lpstat') },
    });
    const j2 = printing.queue.enqueue(sample('load'));
    await printing.queue.kick();
    expect(getPrintJob(db, j2.id)?.state).toBe('queued');
    expect(printing.queue.state()).toMatchObject({ state: 'offline' });
    expect(printing.queue.state().message).toMatch(/spooler not available/);
  });
});
