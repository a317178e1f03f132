// The door: continuous scanning in check-in and check-out mode against the built-in service, every
// result code in words, a visible flash, ticket info on demand, today's counter, bad numbers
// refused before anything is sent.
import { expect, openTickets, scanTicket, serviceOrders, test } from './tickets-helpers';
import { expectNoSeriousAxe } from './helpers-cashier';

test('check-in and check-out: every branch, the counter, the flash and ticket info', async ({ page, env }) => {
  const orders = await serviceOrders(env);
  const keller = orders.find((o) => o.customer?.last_name === 'Keller')!;
  const [usedTicket, freshTicket] = keller.order_lines[0]!.tickets.map((t) => t.number);
  const berger = orders.find((o) => o.customer?.last_name === 'Berger')!;
  const deletedTicket = berger.order_lines[0]!.tickets[1]!.number;

  await openTickets(page, env);
  const counter = page.getByTestId('checkin-counter');
  await expect(counter).toHaveAttribute('data-count', '0');
  const result = page.getByTestId('scan-result');

  // A valid ticket: large green answer, product and ticket type, flash, counter +1, field emptied.
  await scanTicket(page, freshTicket!);
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(page.getByTestId('scan-headline')).toHaveText('Eingelassen – willkommen!');
  // Names, not ids: the order of this ticket is fetched once (this till has no copy of it yet).
  const kellerLine = keller.order_lines[0]!;
  await expect(page.getByTestId('scan-product')).not.toHaveText(kellerLine.product_id);
  await expect(page.getByTestId('scan-product')).not.toHaveText(/^[0-9a-f-]{16,}$/);
  await expect(page.getByTestId('scan-ticket-type')).toHaveText(kellerLine.ticket_type_name ?? '');
  await expect(page.getByTestId('door-flash')).toHaveAttribute('data-flash', 'ok');
  await expect(counter).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('ticket-input')).toHaveValue('');

  // The same ticket again: red, already checked in; the counter stays.
  await scanTicket(page, freshTicket!);
  await expect(result).toHaveAttribute('data-code', 'ticket_already_checkedin');
  await expect(result).toHaveAttribute('data-result', 'bad');
  await expect(page.getByTestId('scan-headline')).toHaveText('Bereits eingelassen: Dieses Ticket wurde schon benutzt.');
  await expect(page.getByTestId('door-flash')).toHaveAttribute('data-flash', 'bad');
  await expect(counter).toHaveAttribute('data-count', '1');

  // A ticket checked in earlier (seed) and a deleted one; an unknown number.
  await scanTicket(page, usedTicket!);
  await expect(result).toHaveAttribute('data-code', 'ticket_already_checkedin');
  await scanTicket(page, deletedTicket);
  await expect(result).toHaveAttribute('data-code', 'ticket_deleted');
  await expect(page.getByTestId('scan-headline')).toHaveText('Dieses Ticket wurde gelöscht und ist ungültig.');
  await scanTicket(page, '1234567890123456789');
  await expect(result).toHaveAttribute('data-code', 'ticket_not_found');
  await expect(page.getByTestId('scan-headline')).toHaveText('Unbekanntes Ticket: Diese Nummer gibt es nicht.');

  // Ticket info on demand.
  await scanTicket(page, freshTicket!);
  await page.getByTestId('ticket-info').click();
  await expect(page.getByTestId('ticket-info-panel')).toContainText(freshTicket!);
  await expect(page.getByTestId('info-checked-in')).toContainText('Ja');

  // Check-out mode: the checked-in ticket goes out, then again is "not checked in".
  await page.getByTestId('mode-checkout').check();
  await scanTicket(page, freshTicket!);
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(page.getByTestId('scan-headline')).toHaveText('Ausgelassen');
  await scanTicket(page, freshTicket!);
  await expect(result).toHaveAttribute('data-code', 'ticket_not_checkedin');
  await expect(page.getByTestId('scan-headline')).toHaveText('Nicht eingelassen: Es gibt nichts auszulassen.');
  await scanTicket(page, deletedTicket);
  await expect(result).toHaveAttribute('data-code', 'ticket_deleted');
  await expect(page.getByTestId('door-recent')).toBeVisible();

  // Back to check-in: the ticket that went out comes in again; the counter says 2.
  await page.getByTestId('mode-checkin').check();
  await scanTicket(page, freshTicket!);
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(counter).toHaveAttribute('data-count', '2');

  // A scan while a button has the focus still arrives (scanner capture).
  await page.getByTestId('mode-checkin').focus();
  await page.keyboard.type('1234567890123456789', { delay: 0 });
  await page.keyboard.press('Enter');
  await expect(result).toHaveAttribute('data-code', 'ticket_not_found');

  // Info mode: scanning shows the ticket's details and checks nothing in.
  await page.getByTestId('mode-info').check();
  await scanTicket(page, freshTicket!);
  await expect(page.getByTestId('ticket-info-panel')).toContainText(freshTicket!);
  await expect(page.getByTestId('info-checked-in')).toContainText('Ja');
  await expect(result).toHaveCount(0);
  await expect(counter).toHaveAttribute('data-count', '2');

  // The counter survives a reload (it is kept in the terminal's store).
  await page.reload();
  await expect(page.getByTestId('checkin-counter')).toHaveAttribute('data-count', '2');

  await expectNoSeriousAxe(page);
});

test('ticket numbers not of 19 digits are refused before anything is sent', async ({ page, env }) => {
  await openTickets(page, env);
  const input = page.getByTestId('ticket-input');
  const message = page.getByTestId('input-message');
  await input.press('Enter');
  await expect(message).toHaveText('Bitte zuerst eine Ticketnummer scannen oder eintippen.');
  await input.fill('123456789012345678');
  await input.press('Enter');
  await expect(message).toHaveText('Eine Ticketnummer hat 19 Ziffern; diese hat 18.');
  await input.fill('12345678901234567890');
  await input.press('Enter');
  await expect(message).toHaveText('Eine Ticketnummer hat 19 Ziffern; diese hat 20.');
  await input.fill('12345678901234567AB');
  await input.press('Enter');
  await expect(message).toHaveText('Eine Ticketnummer besteht nur aus Ziffern.');
  await expect(page.getByTestId('scan-result')).toHaveCount(0);
  await expect(page.getByTestId('checkin-counter')).toHaveAttribute('data-count', '0');
});
