// A second till of the merchant moves the voucher while our step's answer is lost: the
// journal's decision panel says why in the cashier's language and names the other till; a load that
// did not happen is not sent again from the basket before the cashier confirms it, with the first
// attempt shown.
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient } from '../../electron/core/service';
import { startSandbox } from '../../electron/sandbox';
import { expect, openTerminal, test } from './fixtures';
import { enterCode, expectNoSeriousAxe, goLive, invoke, openScreen, typeAmount } from './helpers-cashier';
import { pageInvoke } from './page-api';
import { stepByOrder, stepEntry } from '../helpers/order-steps';
import { throwing } from '../helpers/sales';

test.use({ timings: { serviceTimeoutMs: 1500, reconcileSettleMs: 1000 } });

test('the decision panel names the other till; a load that did not happen is sent again from the basket only once confirmed', async ({
  page,
  terminal,
}) => {
  const service = await startSandbox({ dbFile: ':memory:' });
  try {
    await openTerminal(page, terminal);
    await goLive(page, service.baseUrl, service.keys['integration'] ?? '');
    const till2 = createServiceClient({ baseUrl: service.baseUrl, apiKey: service.keys['integration-2'] ?? '', logger: memoryLogger() });
    // Our loads: one-line orders of the helper client (the manager since going live), paid by card.
    const helper = throwing((m, i) => pageInvoke(page, m, i));

    // Our load lands, its answer is lost (the line is being checked); till 2 redeems exactly that amount.
    service.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN005/charge.json', dropAfterCommit: true, times: 1 });
    const lost = await stepByOrder(helper, { kind: 'load', code: 'DEMOTRAIN005', amountCents: 1500, freeCreditPercentage: 0 });
    expect(lost.line.state).toBe('checking');
    await till2.vouchers.redeem('DEMOTRAIN005', { amount_in_cents: 1500 });
    await openScreen(page, terminal, 'journal');
    const row = page.getByTestId('journal-open').locator('[data-testid="journal-row"][data-kind="charge"]');
    await expect(row).toHaveAttribute('data-state', 'needs_decision', { timeout: 30_000 });
    await expect(row.getByTestId('decision-reason')).toContainText('Jemand anderes');
    await expect(row.getByTestId('decision-movement')).toContainText('Kasse Bergstation');
    await expectNoSeriousAxe(page);
    await row.getByTestId('decide-succeeded').click();
    await expect(page.getByTestId('journal-open')).toHaveCount(0);
    // Decided as done, the load's order finishes.
    expect((await helper('order.finish', { orderId: lost.order.id })).order.state).toBe('finished');

    // A load refused before the commit ends "did not happen" (its order cancelled); the same load again asks first.
    service.faults.add({ method: 'POST', path: '/v1/vouchers/DEMOTRAIN006/charge.json', status: 503, times: 1 });
    const first = await stepByOrder(helper, { kind: 'load', code: 'DEMOTRAIN006', amountCents: 1200 });
    const id = stepEntry(first).id;
    await expect
      .poll(async () => (await invoke(page, 'journal.get', { id })).value, { timeout: 30_000 })
      .toMatchObject({ state: 'not_applied' });
    expect((await helper('order.cancel', { orderId: first.order.id })).order.state).toBe('cancelled');
    // In the basket the same load stops the finish at its line and asks first, with the first attempt.
    await openTerminal(page, terminal, '/load');
    await enterCode(page, 'DEMOTRAIN006');
    await typeAmount(page, 'load-amount', 1200);
    await page.getByTestId('load-amount-input').press('Enter');
    await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveCount(1);
    await page.getByTestId('pay-card').click();
    await page.getByTestId('finish-order').click();
    await expect(page.getByTestId('retry-question')).toHaveAttribute('data-first', id);
    await expect(page.getByTestId('retry-question')).toContainText('nicht erfolgt');
    await expect(page.getByTestId('basket').getByTestId('line-refused')).toContainText('erneutes Senden bestätigen');
    await expectNoSeriousAxe(page);
    const balance = async () =>
      ((await invoke(page, 'voucher.lookup', { code: 'DEMOTRAIN006' })).value as { info: { balanceCents: number } | null }).info
        ?.balanceCents;
    const before = await balance();
    await page.getByTestId('retry-send').click();
    await expect(page.getByTestId('order-outcome')).toHaveAttribute('data-state', 'finished');
    await expect(page.getByTestId('basket').getByTestId('order-line')).toHaveAttribute('data-state', 'done');
    // Loaded once now (CHF 12.00 and the service's free credit on top).
    expect(await balance()).toBeGreaterThanOrEqual(before! + 1200);
  } finally {
    await service.close();
  }
});
