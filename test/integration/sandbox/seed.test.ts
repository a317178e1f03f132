// The demo seed: at least 50 m-demo vouchers in every state the issue names, the same data on every
// seed with the same clock, and the state vouchers answering over HTTP as their state says.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  chargeStatusSchema,
  formatTimestamp,
  statisticsResultSchema,
  voucherBalanceSchema,
  voucherInfoSchema,
} from '../../../electron/core/service/wire';
import type { RunningSandbox } from '../../../electron/sandbox';
import { codeFromSeed } from '../../../electron/sandbox/store';
import { call, startTestSandbox } from './harness';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-seed-'));
let sb: RunningSandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ dbFile: path.join(dir, 'a.db') });
});
afterAll(async () => {
  await sb.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const NOW = '2026-11-15T10:00:00'; // harness T0
const STATES: Record<string, string> = {
  redeemable: "v.status = 'active' and v.balance_in_cents > 0",
  'partly redeemed': "v.status = 'active' and v.balance_in_cents > 0 and v.balance_in_cents < v.sale_amount_in_cents",
  'fully redeemed': "v.status = 'active' and v.balance_in_cents = 0 and exists (select 1 from redemptions r where r.voucher_code = v.code)",
  expired: `v.valid_until < '${NOW}'`,
  'zero-balance complimentary': 'v.is_complimentary = 1 and v.balance_in_cents = 0',
  unpaid: "v.status = 'unpaid'",
  chargeable: `v.status = 'active' and coalesce(t.rechargeable, 1) = 1 and v.valid_until >= '${NOW}'`,
  'not chargeable': `not (v.status = 'active' and coalesce(t.rechargeable, 1) = 1 and v.valid_until >= '${NOW}')`,
};

function counts(file: string): Record<string, number> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      Object.entries(STATES).map(([state, where]) => [
        state,
        (
          db
            .prepare(
              `select count(*) as n from vouchers v left join voucher_types t on t.id = v.voucher_type_id
            where v.merchant_id = 'm-demo' and v.deleted = 0 and ${where}`,
            )
            .get() as { n: number }
        ).n,
      ]),
    );
  } finally {
    db.close();
  }
}

function digest(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare('select code, status, sale_amount_in_cents, balance_in_cents, valid_until, created_at from vouchers order by code')
      .all();
    const ledger = db.prepare('select voucher_code, at, delta_in_cents, kind from ledger order by voucher_code, at, id').all();
    return JSON.stringify([rows, ledger]);
  } finally {
    db.close();
  }
}

it('has at least 50 demo-merchant vouchers in every state', () => {
  const n = counts(path.join(dir, 'a.db'));
  for (const [state, count] of Object.entries(n)) expect([state, count >= 50]).toEqual([state, true]);
});

it('seeds exactly the same data again with the same clock', async () => {
  const other = await startTestSandbox({ dbFile: path.join(dir, 'b.db') });
  await other.close();
  expect(digest(path.join(dir, 'b.db'))).toBe(digest(path.join(dir, 'a.db')));
});

it('answers for the state vouchers as their state says', async () => {
  const expired = codeFromSeed('state:expired:1');
  const balance = voucherBalanceSchema.parse((await call(sb, 'GET', `/v1/vouchers/${expired}/balance.json`)).body);
  expect(balance).toMatchObject({ is_redeemable: true, balance_in_cents: 3500 });
  expect(balance.message).toContain('abgelaufen');
  const status = chargeStatusSchema.parse((await call(sb, 'GET', `/v1/vouchers/${expired}/charge_status.json`)).body);
  expect(status.can_be_charged).toBe(false);
  const maison = voucherInfoSchema.parse(
    (await call(sb, 'GET', `/v1/vouchers/${codeFromSeed('state:complimentary-used:0')}/info.json`)).body,
  );
  expect(maison).toMatchObject({ balance_in_cents: 0, is_redeemed: true });
  const unpaid = voucherBalanceSchema.parse((await call(sb, 'GET', `/v1/vouchers/${codeFromSeed('state:unpaid:0')}/balance.json`)).body);
  expect(unpaid.is_redeemable).toBe(false);
});

it('leaves complimentary and deleted vouchers out of the statistics (orders holding only such vouchers count nothing)', async () => {
  const db = new Database(path.join(dir, 'a.db'), { readonly: true });
  /** Order instants whose vouchers (of any order at that second) all match `only`; and instants with a counted voucher. */
  const instants = (only: string) =>
    (
      db
        .prepare(
          `select o.created_at as at from voucher_orders o where o.merchant_id = 'm-demo' group by o.created_at
        having count(*) = 1 and (select count(*) from vouchers v where v.order_id = min(o.id) and ${only}) > 0
           and (select count(*) from vouchers v where v.order_id = min(o.id) and not (${only})) = 0
        order by o.created_at limit 3`,
        )
        .all() as { at: string }[]
    ).map((r) => r.at);
  const complimentary = instants('v.is_complimentary = 1 and v.deleted = 0');
  const deleted = instants('v.deleted = 1 and v.is_complimentary = 0');
  const counted = instants('v.deleted = 0 and v.is_complimentary = 0');
  db.close();
  expect([complimentary.length, deleted.length, counted.length]).toEqual([3, 3, 3]);
  const second = (at: string) => formatTimestamp(new Date(new Date(at).getTime() + 1000)); // local, like `at`
  const count = async (at: string) =>
    statisticsResultSchema.parse((await call(sb, 'GET', '/v1/vouchers/statistics.json', { query: { from: at, to: second(at) } })).body)
      .count_vouchers;
  for (const at of [...complimentary, ...deleted]) expect([at, await count(at)]).toEqual([at, 0]);
  for (const at of counted) expect(await count(at)).toBeGreaterThan(0);
});
