// A purchase owes until it is paid (issue 17.2): finish is refused while a line is being verified,
// only confirmed amounts count as paid, and a line that turns out not applied reopens its purchase
// and lists it in the day closing's open items, which then cannot be printed as final.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { transition } from '../../electron/core/store/journal';
import { updatePurchase } from '../../electron/core/store/purchases';
import { startCore, type CoreHarness } from '../helpers/core-harness';
import { journalIdOf } from '../helpers/error-details';
import { shortReference } from '../../electron/core/printing/journal-adapter';

let sb: RunningSandbox;
let h: CoreHarness;

beforeAll(async () => {
  sb = await startSandbox({ dbFile: ':memory:' });
  // A long settle time keeps the background reconciler away: the test moves the rows itself.
  h = await startCore({ sandbox: sb, timeouts: { connectMs: 400, readMs: 400 }, reconcileSettleMs: 600_000 });
  await h.call('auth.setup', { name: 'Chefin', pin: '246813' });
});
afterEach(() => sb.faults.clear());
afterAll(async () => {
  await h.close();
  await sb.close();
});

/** Starts a purchase whose only voucher line ends `uncertain` (5xx before the service committed). */
async function purchaseWithUncertainLine(code: string, totalCents: number) {
  const p = await h.call('purchase.start', { totalCents });
  sb.faults.add({ method: 'POST', path: `/v1/vouchers/${code}/redeem.json`, status: 503, times: 1 });
  const err = await h.fail('purchase.addVoucher', { purchaseId: p.id, code });
  expect(err.code).toBe('uncertain');
  return { purchaseId: p.id, journalId: journalIdOf(err) };
}

/** What the reconciler (or a cashier's decision) does once the service's record says "not applied". */
function turnsOutNotApplied(journalId: string): void {
  const db = h.core.runtime.db;
  transition(db, journalId, 'not_applied', {}, h.core.runtime.clock.now());
}

describe('a purchase owes until it is paid', () => {
  it('finish is refused while a line is uncertain; the line is not shown as paid', async () => {
    const { purchaseId, journalId } = await purchaseWithUncertainLine('DEMOTRAIN001', 2000);
    const p = await h.call('purchase.get', { purchaseId });
    expect(p).toMatchObject({ paidCents: 0, unresolvedCents: 2000, remainingCents: 0, state: 'open' });
    const refused = await h.fail('purchase.finish', { purchaseId });
    expect(refused.code).toBe('locked');
    expect(refused.details).toMatchObject({ waitingFor: 'verification', amountCents: 2000, journalId });
    expect((await h.call('purchase.get', { purchaseId })).state).toBe('open');

    // The line turns out not applied: the whole amount is owed again and can be paid.
    turnsOutNotApplied(journalId);
    expect(await h.call('purchase.get', { purchaseId })).toMatchObject({ paidCents: 0, unresolvedCents: 0, remainingCents: 2000 });
    const paid = await h.call('purchase.addVoucher', { purchaseId, code: 'DEMOTRAIN002' });
    expect(paid).toMatchObject({ paidCents: 2000, remainingCents: 0 });
    expect((await h.call('purchase.finish', { purchaseId })).state).toBe('finished');
  });

  it('a finished purchase whose line turns out not applied is reopened, listed open and in the closing', async () => {
    const { purchaseId, journalId } = await purchaseWithUncertainLine('DEMOTRAIN003', 1500);
    // A purchase finished before this rule existed (or by an older terminal version): the data can hold it.
    updatePurchase(h.core.runtime.db, purchaseId, { state: 'finished' }, new Date());
    expect((await h.call('purchase.open', {})).purchases.map((p) => p.id)).not.toContain(purchaseId);

    turnsOutNotApplied(journalId);
    const reopened = await h.call('purchase.get', { purchaseId });
    expect(reopened).toMatchObject({ state: 'open', paidCents: 0, remainingCents: 1500 });
    expect((await h.call('purchase.open', {})).purchases.map((p) => p.id)).toContain(purchaseId);
    const reopenedAudit = await h.call('auth.audit', { limit: 20 });
    expect(reopenedAudit.entries).toContainEqual(expect.objectContaining({ action: 'purchase.reopened', subject: purchaseId }));

    const closing = await h.call('report.closing', {});
    expect(closing.openPurchases).toContainEqual(expect.objectContaining({ id: purchaseId, totalCents: 1500, paidCents: 0 }));
    const print = await h.fail('report.closingPrint', {});
    expect(print.code).toBe('conflict');

    // A manager cancels the abandoned purchase from the closing: audited with the manager as actor.
    expect((await h.call('purchase.managerCancel', { purchaseId })).state).toBe('cancelled');
    const audit = await h.call('auth.audit', { limit: 20 });
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: 'purchase.managerCancel', subject: purchaseId, actor: 'Chefin' }),
    );
    expect((await h.call('report.closing', {})).openPurchases.map((p) => p.id)).not.toContain(purchaseId);
  });

  it('a manager cancel restores every voucher of an abandoned purchase', async () => {
    const p = await h.call('purchase.start', { totalCents: 2000 });
    await h.call('purchase.addVoucher', { purchaseId: p.id, code: 'DEMOTRAIN004' });
    expect((await h.call('voucher.lookup', { code: 'DEMOTRAIN004' })).redeem?.balanceCents).toBe(3000);
    expect((await h.call('report.closing', {})).openPurchases).toContainEqual(
      expect.objectContaining({ id: p.id, paidCents: 2000, cashier: 'Chefin' }),
    );
    const { csv } = await h.call('report.closingCsv', {});
    expect(csv).toContain(
      `Offener Einkauf;Zahlungen mit Gutschein;offen;Chefin;;1;20.00;;;20.00;${shortReference(p.id)};open_purchase.open`,
    );
    await h.call('purchase.managerCancel', { purchaseId: p.id });
    expect((await h.call('voucher.lookup', { code: 'DEMOTRAIN004' })).redeem?.balanceCents).toBe(5000);
  });
});
