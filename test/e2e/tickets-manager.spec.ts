// Manager screens: ticket orders with the four filters, details (customer, lines, tickets and
// answers, payments, totals), the local copy when the service is gone, and the event sales
// summary with calendar-based events explained.
import { DEMO_EVENTS } from '../../electron/sandbox/ticketing/seed-catalog';
import { expect, invoke, openTickets, serviceCall, serviceOrders, test } from './tickets-helpers';
import { expectNoSeriousAxe } from './helpers-cashier';

test('ticket orders: filters, details, offline copy; event sales summary', async ({ page, env }) => {
  const all = await serviceOrders(env);
  const exactMuster = await serviceOrders(env, 'Muster');
  await openTickets(page, env, '/orders');
  // A fresh terminal: the first manager chooses a PIN; the list is behind it.
  await expect(page.getByTestId('manager-door')).toBeVisible();
  await page.getByTestId('setup-name').fill('Chefin');
  await page.getByTestId('setup-pin').fill('432100');
  await page.getByTestId('setup-repeat').fill('432100');
  await page.getByTestId('setup-submit').click();
  // The recovery code is shown once before the screens open.
  await page.getByTestId('recovery-code-noted').click();

  const rows = page.getByTestId('order-row');
  await page.getByTestId('orders-search').click();
  await expect(page.getByTestId('orders-source')).toHaveAttribute('data-source', 'service');
  await expect(rows).toHaveCount(all.length);

  // Last name is case-sensitive.
  await page.getByTestId('filter-lastName').fill('Muster');
  await page.getByTestId('orders-search').click();
  await expect(rows).toHaveCount(exactMuster.length);
  await page.getByTestId('filter-lastName').fill('muster');
  await page.getByTestId('orders-search').click();
  await expect(rows).toHaveCount(1);
  await page.getByTestId('filter-lastName').fill('');

  // Order number.
  const target = all[3]!;
  await page.getByTestId('filter-orderNumber').fill(target.order_number);
  await page.getByTestId('orders-search').click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-order-number', target.order_number);
  await page.getByTestId('filter-orderNumber').fill('');

  // Changed at or after / before (the service's order is oldest change first).
  const pivot = (all[4] as unknown as { updated_at: string }).updated_at.slice(0, 19);
  const after = await serviceCall<unknown[]>(env, 'GET', '/v1/ticketing/orders.json', { query: { updated_at_after: pivot } });
  await page.getByTestId('filter-updatedAfter').fill(pivot);
  await page.getByTestId('orders-search').click();
  await expect(rows).toHaveCount(after.body.length);
  await page.getByTestId('filter-updatedAfter').fill('');
  await page.getByTestId('filter-updatedBefore').fill(pivot);
  await page.getByTestId('orders-search').click();
  await expect(rows).toHaveCount(all.length - after.body.length);
  await page.getByTestId('filter-updatedBefore').fill('');

  // Details of the order with ticket questions.
  await page.getByTestId('orders-search').click();
  const withAnswers = all.find((o) => o.customer?.last_name === 'Muster' && o.status === 'completed')!;
  await page.getByTestId(`order-${withAnswers.order_number}`).click();
  const details = page.getByTestId('order-details');
  await expect(details).toBeVisible();
  await expect(page.getByTestId('order-customer')).toContainText('Anna Muster');
  await expect(page.getByTestId('order-answer').first()).toHaveText('Menü: Vegetarisch');
  await expect(page.getByTestId('order-answer').nth(1)).toHaveText('Allergien: keine Antwort');
  await expect(page.getByTestId('order-totals')).toContainText('Klimabeitrag');
  await expect(page.getByTestId('order-grand-total')).toHaveText(/130\.00/);
  await expect(page.getByTestId('order-payments')).toContainText('Karte');
  await expectNoSeriousAxe(page);

  // Event sales: events known from the orders; a summary; calendar-based explained; unknown id.
  await page.getByTestId('tickets-tab-events').click();
  await page.getByTestId(`known-event-${DEMO_EVENTS.gala}`).click();
  const summary = await serviceCall<{ capacity: number; sold_tickets: number; waiting_list_entries: number }>(
    env,
    'GET',
    `/v1/ticketing/events/${DEMO_EVENTS.gala}/sales-summary.json`,
  );
  await expect(page.getByTestId('event-summary')).toContainText('Silvester-Gala');
  await expect(page.getByTestId('event-capacity')).toContainText(String(summary.body.capacity));
  await expect(page.getByTestId('event-sold')).toContainText(String(summary.body.sold_tickets));
  await expect(page.getByTestId('event-waiting')).toContainText('14');
  await expectNoSeriousAxe(page);
  await page.getByTestId('event-id').fill(DEMO_EVENTS.calendar);
  await page.getByTestId('event-show').click();
  const explained = page.getByTestId('error');
  await expect(explained).toHaveAttribute('data-service-code', 'no_event_level_availability');
  await expect(explained).toContainText('Kalender-Events und Eintritte haben keine Verfügbarkeit auf Event-Ebene');
  await page.getByTestId('event-id').fill('no-such-event');
  await page.getByTestId('event-show').click();
  await expect(page.getByTestId('error')).toHaveAttribute('data-error-code', 'not_found');

  // The service goes away: the list answers from the local copy, marked as such.
  await env.service.close();
  await page.getByTestId('tickets-tab-orders').click();
  await page.getByTestId('filter-lastName').fill('Muster');
  await page.getByTestId('orders-search').click();
  await expect(page.getByTestId('orders-source')).toHaveAttribute('data-source', 'cache', { timeout: 20_000 });
  await expect(page.getByTestId('orders-source')).toContainText('lokale Kopie');
  await expect(rows).toHaveCount(exactMuster.length);
  await page.getByTestId(`order-${withAnswers.order_number}`).click();
  await expect(page.getByTestId('order-answer').first()).toHaveText('Menü: Vegetarisch');
});

test('without a manager session ticket orders and event sales are refused by the core', async ({ page, env }) => {
  await openTickets(page, env, '/orders');
  await expect(page.getByTestId('manager-door')).toBeVisible();
  await expect(page.getByTestId('orders-table')).toHaveCount(0);
  expect((await invoke(page, 'ticketing.orders', {})).error?.code).toBe('unauthorized');
  expect((await invoke(page, 'ticketing.eventSales', { eventId: DEMO_EVENTS.gala })).error?.code).toBe('unauthorized');
  expect((await invoke(page, 'ticket.scanCounter', {})).ok).toBe(true);
});
