// Demo vouchers with hand-picked codes for trainers and tests (see ../DEMO-CODES.md, keep both in sync).
import type { Db } from '../../common/sqlite';
import { issueVoucher, seedRedemption, type IssueSeed } from './issue';

/** Hand-picked demo voucher codes, by purpose. */
export const DEMO_CODES = {
  value100: 'DEMOVALUE100',
  partial: 'DEMOPARTIAL1',
  empty: 'DEMOEMPTY000',
  expired: 'DEMOEXPIRED1',
  unpaid: 'DEMOUNPAID01',
  proforma: 'DEMOPROFORMA',
  cancelled: 'DEMOCANCEL01',
  package: 'DEMOPACKAGE1',
  complimentary: 'DEMOCOMPLI01',
  maxBalance: 'DEMOMAXBAL01',
  depotFixed: 'DEMODEPOTFIX',
  depotFree: 'DEMODEPOTFRE',
  depotActive: 'DEMODEPOTACT',
  depotUsed: 'DEMODEPOTUSE',
  depotBonus: 'DEMODEPOTBON',
  depotMixed: 'DEMODEPOTMIX',
  legacy: 'LEGACYBOOK01',
  otherMerchant: 'AUTREBON0001',
} as const;

/** Ten spare 50.00 vouchers for a training class: DEMOTRAIN001 … DEMOTRAIN010. */
export const TRAINING_CODES = Array.from({ length: 10 }, (_, i) => `DEMOTRAIN${String(i + 1).padStart(3, '0')}`);

/** Inserts the demo vouchers; `at(days)` gives a timestamp that many days from the seed instant. */
export function seedDemoVouchers(db: Db, at: (days: number) => string): void {
  const c = DEMO_CODES;
  const value = (code: string, sale: number, extra: Partial<IssueSeed> = {}): IssueSeed => ({
    code,
    merchant: 'm-demo',
    type: 'vt-value',
    name: 'Wertgutschein',
    description: 'Frei wählbarer Betrag',
    sale,
    createdAt: at(-60),
    ...extra,
  });
  const seeds: IssueSeed[] = [
    value(c.value100, 10000),
    value(c.partial, 20000),
    value(c.empty, 5000),
    value(c.expired, 4000, { createdAt: at(-800), validUntil: at(-20) }),
    value(c.unpaid, 7500, { status: 'unpaid' }),
    value(c.proforma, 10000, { status: 'proforma' }),
    value(c.cancelled, 5000, { status: 'cancelled' }),
    {
      code: c.package,
      merchant: 'm-demo',
      type: 'vt-spa',
      name: 'Spa-Tag für zwei',
      description: 'Eintritt, Massage, Tee',
      sale: 18900,
      createdAt: at(-30),
    },
    value(c.complimentary, 5000, { complimentary: true, name: 'Gutschein des Hauses' }),
    value(c.maxBalance, 300000),
    {
      code: c.depotFixed,
      merchant: 'm-demo',
      type: 'vt-depot',
      name: 'Geschenkkarte 50',
      sale: 0,
      status: 'depot_inactive',
      depotAmount: 5000,
      createdAt: at(-90),
    },
    {
      code: c.depotFree,
      merchant: 'm-demo',
      type: 'vt-depot',
      name: 'Geschenkkarte frei',
      sale: 0,
      status: 'depot_inactive',
      depotFree: true,
      createdAt: at(-90),
    },
    {
      code: c.depotActive,
      merchant: 'm-demo',
      type: 'vt-depot',
      name: 'Geschenkkarte 30',
      sale: 3000,
      depotAmount: 3000,
      createdAt: at(-2),
    },
    {
      code: c.depotUsed,
      merchant: 'm-demo',
      type: 'vt-depot',
      name: 'Geschenkkarte 80',
      sale: 8000,
      depotAmount: 8000,
      createdAt: at(-10),
    },
    {
      code: c.depotBonus,
      merchant: 'm-demo',
      type: 'vt-depot-bonus',
      name: 'Bonuskarte 100',
      sale: 0,
      status: 'depot_inactive',
      depotAmount: 10000,
      createdAt: at(-90),
    },
    {
      code: c.depotMixed,
      merchant: 'm-demo',
      type: 'vt-depot',
      name: 'Geschenkkarte 50',
      sale: 5000,
      depotAmount: 5000,
      createdAt: at(-3),
    },
    {
      code: c.legacy,
      merchant: 'm-legacy',
      type: 'vt-livre',
      name: 'Büchergutschein',
      sale: 5000,
      createdAt: at(-40),
    },
    {
      code: c.otherMerchant,
      merchant: 'm-other',
      type: 'vt-autre',
      name: 'Bon cadeau',
      sale: 6000,
      createdAt: at(-40),
    },
    ...TRAINING_CODES.map((code) => value(code, 5000, { createdAt: at(-7) })),
  ];
  for (const s of seeds) issueVoucher(db, s);
  // Stock vouchers that are already sold carry an activation row, so they can be deactivated.
  const act = db.prepare(
    'insert into depot_activations (voucher_code, amount_in_cents, free_credit_in_cents, activated_at) values (?, ?, 0, ?)',
  );
  act.run(c.depotActive, 3000, at(-2));
  act.run(c.depotUsed, 8000, at(-10));
  act.run(c.depotMixed, 5000, at(-3));
  seedRedemption(db, c.partial, 12450, at(-20), 'u-integration');
  seedRedemption(db, c.empty, 5000, at(-15), 'u-integration-2');
  seedRedemption(db, c.depotUsed, 2000, at(-5), 'u-integration');
}
