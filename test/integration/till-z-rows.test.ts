// One Z, three surfaces: the rows the screen renders (zRows of the stored Z), the Z as CSV and the
// printed Z (decoded from the test printer's ESC/POS) carry the same rows with the same figures in
// the same order, the drawer openings among them (count and reasons). A cashier opens the drawer
// only with a manager's PIN, with a reason; the opening kicks the drawer and is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../electron/core';
import type { SessionReport, ZRow } from '../../electron/core/contract';
import { zRows } from '../../electron/core/contract';
import { zRowName } from '../../electron/core/printing/z-row-names';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { loadPaidBy } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';
import { as as client, BOSS_PIN, uid } from '../helpers/session-clients';
import { ANNA_PIN, startStaffCore } from '../helpers/staff-core';

let sb: RunningSandbox;
let core: Core;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  core = await startStaffCore({ sandbox: sb });
  core.runtime.state.online = true;
});
afterAll(async () => {
  await core.close();
  await sb.close();
});

const boss = (method: string, input: unknown = {}) => client(core, 'boss')(method, input);
const till = (method: string, input: unknown = {}) => client(core, 'till')(method, input);
async function value<T>(p: Promise<{ ok: boolean; value?: unknown; error?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
}

/** An amount as the CSV writes it (dot, no thousands). */
const csvCents = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

describe('the Z on screen, as CSV and on paper', () => {
  let z: SessionReport;
  let rows: ZRow[];

  it('a cashier opens the drawer only with a manager PIN and a reason; a manager by themselves', async () => {
    await value(boss('session.open', { floatCents: 10000 }));
    await value(till('auth.login', { userId: uid(core, 'Anna'), pin: ANNA_PIN }));
    // Two loads, one paid in cash (20.00, no change), one by card.
    await loadPaidBy(throwing(till), 'DEMOTRAIN002', 2000, 'cash');
    await loadPaidBy(throwing(till), 'DEMOTRAIN003', 3000, 'card');

    expect(await till('payment.openDrawer', { reason: 'x' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await till('payment.openDrawer', { reason: 'Wechselgeld' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden', details: { needs: 'manager_pin', action: 'open_drawer' } },
    });
    await value(till('auth.elevate', { userId: uid(core, 'Chefin'), pin: BOSS_PIN }));
    await value(till('payment.openDrawer', { reason: 'Wechselgeld' }));
    // One PIN, one opening.
    expect(await till('payment.openDrawer', { reason: 'Nochmals' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    await value(boss('payment.openDrawer', { reason: 'Münzrollen' }));

    const audit = await value<{ entries: Array<{ action: string; actor: string | null; details: Record<string, unknown> }> }>(
      boss('auth.audit', {}),
    );
    expect(audit.entries.filter((e) => e.action === 'open_drawer')).toEqual(
      expect.arrayContaining([expect.objectContaining({ actor: 'Chefin', details: expect.objectContaining({ cashier: 'Anna' }) })]),
    );
    expect(audit.entries.filter((e) => e.action === 'drawer.open').map((e) => e.details.reason)).toEqual(
      expect.arrayContaining(['Wechselgeld', 'Münzrollen']),
    );

    const x = await value<{ report: SessionReport }>(boss('session.x', {}));
    const openings = zRows(x.report).filter((r) => r.key.startsWith('drawer_openings'));
    expect(openings.map((r) => ('opening' in r.name ? `${r.name.opening.actor}: ${r.name.opening.reason}` : r.count))).toEqual([
      2,
      'Anna: Wechselgeld',
      'Chefin: Münzrollen',
    ]);

    const closed = await value<{ report: SessionReport }>(boss('session.close', { countedCents: 11500, confirm: true }));
    z = closed.report;
    rows = zRows(z).filter((r) => r.level !== 'head');
    expect(z.drawer).toMatchObject({ expectedCents: 12000, differenceCents: -500 });
  });

  it('the CSV carries the rows of the screen in their order, with their counts and amounts', async () => {
    const { csv } = await value<{ csv: string }>(boss('session.csv', { sessionId: z.session.id }));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const keyOf = (r: ZRow) => (r.cashier === undefined ? r.key : `cashier.${r.key}`);
    const money = lines.filter((l) => rows.some((r) => l.endsWith(`;${keyOf(r)}`)));
    expect(money.map((l) => l.split(';').at(-1))).toEqual(rows.map(keyOf));
    rows.forEach((r, i) => {
      const cells = money[i]!.split(';');
      expect(cells[5], r.key).toBe(r.count === null ? '' : String(r.count));
      expect(cells[6], r.key).toBe(r.cents === null ? '' : csvCents(r.cents));
    });
    expect(lines).toContain(`Schublade ohne Verkauf;Schublade ohne Verkauf;;;${z.session.day};2;;drawer_openings`);
    expect(lines.filter((l) => l.endsWith(';drawer_openings.reason')).map((l) => l.split(';')[1])).toEqual([
      'Anna: Wechselgeld',
      'Chefin: Münzrollen',
    ]);
    expect(lines[1]).toMatch(/^Umsatz total;Umsatz total;;;[\d-]+;;50\.00;sales_total$/);
  });

  it('the printed Z carries the same rows in the same order, the openings with their reasons', async () => {
    const title = `Z-Bericht ${z.session.number}`;
    const printed = async () =>
      (await value<{ receipts: Array<{ lines: string[]; drawerKicks?: number }> }>(boss('print.printed', { limit: 50 }))).receipts;
    let receipt: string[] | undefined;
    for (let i = 0; i < 100 && !receipt; i++) {
      await core.runtime.printing?.queue.kick();
      receipt = (await printed()).find((r) => r.lines.some((l) => l.startsWith(title)))?.lines;
    }
    if (!receipt) throw new Error('no Z printed');
    // An amount wrapped to its own line (58 mm) joined back to its name.
    const lines = receipt
      .map((l) => l.replace(/\u00a0/g, ' ').trimEnd())
      .reduce<string[]>(
        (out, l) => (/^ {4,}\S/.test(l) && out.length > 0 ? [...out.slice(0, -1), `${out.at(-1)!} ${l.trim()}`] : [...out, l]),
        [],
      );
    let from = 0;
    for (const r of rows) {
      const name = zRowName(r, 'de');
      const left = r.count === null ? name : `${name} (${r.count})`;
      const at = lines.findIndex((l, i) => i >= from && l.trim().startsWith(left));
      expect(at, `${r.key} "${left}" after line ${from}`).toBeGreaterThanOrEqual(from);
      if (r.cents !== null) expect(lines[at], r.key).toMatch(new RegExp(`CHF ${csvCents(r.cents).replace('.', '\\.')}$`));
      from = at + 1;
    }
    expect(lines).toContainEqual(expect.stringMatching(/^Schublade ohne Verkauf \(2\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Anna: Wechselgeld/));
    expect(lines).toContainEqual(expect.stringMatching(/^ +Chefin: Münzrollen/));
  });
});
