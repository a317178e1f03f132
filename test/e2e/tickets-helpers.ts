// E2E set-up of the ticket specs: a built-in service of their own (admin prefix on, so the
// specs can move its clock and inject faults), the terminal pointed at it (a key in the settings,
// which the core moves into its secret store), and small helpers to talk to both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { openDatabase } from '../../electron/core/store/database';
import { setSetting } from '../../electron/core/store/settings';
import { test as base, builtStart, startTerminal, stopTerminal, type Terminal } from './fixtures';
import { pageInvoke, type Invoked } from './page-api';

/** A built-in service of the spec's own, with its admin prefix. */
export interface TicketService {
  baseUrl: string;
  keys: Record<string, string>;
  /** Stops it: the terminal then finds nobody at its address (as when the service is down). */
  close(): Promise<void>;
}

/** The build's service (as the terminal's), in the worker's own process, its data in memory. */
async function startService(): Promise<TicketService> {
  const { startSandbox } = await builtStart();
  const service = await startSandbox({ dbFile: ':memory:', port: 0, admin: true });
  return { baseUrl: service.baseUrl, keys: service.keys, close: () => service.close() };
}

/** What a ticket spec gets: the terminal and its service. */
export interface TicketsEnv {
  terminal: Terminal;
  service: TicketService;
}

export const test = base.extend<{ env: TicketsEnv }>({
  // eslint-disable-next-line no-empty-pattern
  env: async ({}, use) => {
    const service = await startService();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vt-e2e-tickets-'));
    const db = openDatabase(dataDir);
    setSetting(db, 'service.baseUrl', service.baseUrl);
    setSetting(db, 'service.apiKey', service.keys.integration ?? '');
    db.close();
    const terminal = await startTerminal(dataDir);
    await use({ terminal, service });
    await stopTerminal(terminal);
    await service.close();
  },
});
export { expect };

/** Calls the service as the integration key (or another role). */
export async function serviceCall<T = unknown>(
  env: TicketsEnv,
  method: 'GET' | 'POST',
  p: string,
  opts: { role?: string; query?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const url = new URL(env.service.baseUrl + p);
  url.searchParams.set('apikey', env.service.keys[opts.role ?? 'integration'] ?? '');
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, { method });
  return { status: res.status, body: (await res.json()) as T };
}

/** Moves the service's clock forward (admin prefix). */
export async function advanceServiceClock(env: TicketsEnv, ms: number): Promise<void> {
  const res = await fetch(`${env.service.baseUrl}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: ms }),
  });
  expect(res.status).toBe(200);
}

/** Adds a fault rule (admin prefix). */
export async function addFault(env: TicketsEnv, rule: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${env.service.baseUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(201);
}

/** Opens a ticket screen once the terminal is online (value steps need it). */
export async function openTickets(page: Page, env: TicketsEnv, sub = ''): Promise<void> {
  await page.goto(`${env.terminal.url}#/tickets${sub}`);
  await expect(page.locator('[data-app-state="ready"]')).toBeVisible();
  await expect(page.getByTestId('status-online')).toHaveClass(/pill-ok/, { timeout: 20_000 });
}

/** Opens the basket's ticket line once the catalog sync has filled the local cache (the status bar's marker). */
export async function openSellSynced(page: Page, env: TicketsEnv): Promise<void> {
  await openTickets(page, env);
  await expect(page.getByTestId('status-sync')).not.toHaveAttribute('data-synced-at', '', { timeout: 30_000 });
  await page.goto(`${env.terminal.url}#/basket?add=tickets`);
  await expect(page.getByTestId('add-tickets')).toBeVisible();
  await expect(page.locator('[data-testid^="product-"]').first()).toBeVisible();
}

export type { Invoked };

/** Calls a contract method from the page as its helper client (own session, see page-api.ts). */
export async function invoke(page: Page, method: string, input: unknown): Promise<Invoked> {
  return pageInvoke(page, method, input);
}

/** Ticket order as the service lists it (the fields the specs read). */
export interface ServiceOrder {
  id: string;
  order_number: string;
  status: string;
  customer: { last_name: string } | null;
  order_lines: Array<{
    product_id: string;
    ticket_type_name?: string | null;
    starts_at: string | null;
    tickets: Array<{ number: string }>;
  }>;
}

/** The service's orders, optionally by last name. */
export async function serviceOrders(env: TicketsEnv, lastName?: string): Promise<ServiceOrder[]> {
  const r = await serviceCall<ServiceOrder[]>(env, 'GET', '/v1/ticketing/orders.json', lastName ? { query: { last_name: lastName } } : {});
  expect(r.status).toBe(200);
  return r.body;
}

/** Scans like a barcode reader: a burst of keys ending with Enter into the focused ticket field. */
export async function scanTicket(page: Page, number: string): Promise<void> {
  const input = page.getByTestId('ticket-input');
  await input.focus();
  await page.keyboard.type(number, { delay: 0 });
  await page.keyboard.press('Enter');
}

/** A named customer typed into the ticket line's customer form. */
export async function typeCustomer(page: Page, customer: { first: string; last: string; email: string }): Promise<void> {
  await page.getByTestId('customer-with-email').check();
  await page.getByTestId('customer-firstName').fill(customer.first);
  await page.getByTestId('customer-lastName').fill(customer.last);
  await page.getByTestId('customer-email').fill(customer.email);
}

/** Adds the chosen tickets as a line (reserved at once) and waits for it in the basket. */
export async function addTicketsLine(page: Page): Promise<void> {
  const lines = page.getByTestId('basket').locator('[data-testid="order-line"][data-kind="tickets"]');
  const before = await lines.count();
  await page.getByTestId('add-tickets-line').click();
  await expect(lines).toHaveCount(before + 1);
}
