// Two tills of one merchant on one built-in service: this terminal (a real core with the
// key of `integration`, user "Kasse Talstation") and till 2 (a bare service client with the key of
// `integration-2`, user "Kasse Bergstation"). Short client timeout and settle window so the
// reconciler's deadline comes within a test.
import { randomUUID } from 'node:crypto';
import { memoryLogger } from '../../electron/common/log';
import { createServiceClient, type ServiceClient } from '../../electron/core/service';
import { startSandbox, type RunningSandbox, type SandboxFlavour } from '../../electron/sandbox';
import { startCore, type CoreHarness } from './core-harness';
import { serviceBalance, until } from './fault-lane';
import { payByVoucher } from './sales';

export const TIMEOUT_MS = 800;
export const SETTLE_MS = 1000;
export const OUR_USER = 'u-integration';
export const TILL2_NAME = 'Kasse Bergstation';

/** The service, this terminal and till 2. */
export interface TwoTills {
  sb: RunningSandbox;
  h: CoreHarness;
  till2: ServiceClient;
  /** Till 2 redeems, with its own reference as a second terminal of this kind would send it. */
  till2Redeem(code: string, cents: number): Promise<void>;
  /** The service's balance of a voucher. */
  balance(code: string): Promise<number>;
  /** Waits until the row has left `pending`/`uncertain`; answers its state. */
  settled(id: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts both tills; this terminal has a manager set up (closing, settings) and knows its key's user. */
export async function startTwoTills(flavour: SandboxFlavour): Promise<TwoTills> {
  const sb = await startSandbox({ dbFile: ':memory:', flavour });
  const h = await startCore({ sandbox: sb, timeouts: { connectMs: TIMEOUT_MS, readMs: TIMEOUT_MS }, reconcileSettleMs: SETTLE_MS });
  await h.call('auth.setup', { name: 'Chefin', pin: '246810' });
  const till2 = createServiceClient({ baseUrl: sb.baseUrl, apiKey: sb.keys['integration-2'] ?? '', logger: memoryLogger() });
  const settled = async (id: string): Promise<string> => {
    let state = '';
    await until(
      `row ${id} settled`,
      async () => {
        state = (await h.call('journal.get', { id })).state;
        return state !== 'pending' && state !== 'uncertain';
      },
      8 * SETTLE_MS,
    );
    return state;
  };
  return {
    sb,
    h,
    till2,
    till2Redeem: async (code, cents) => {
      await till2.vouchers.redeem(code, { amount_in_cents: cents, reference_number: `J${randomUUID().replace(/-/g, '')}` });
    },
    balance: (code) => serviceBalance(sb, code),
    settled,
    close: async () => {
      await h.close();
      await sb.close();
    },
  };
}

/** A sale paid with one voucher (its answer received): the step the key's user is learned from; then finished. */
export async function learnOurUser(t: TwoTills, code: string): Promise<void> {
  const o = await payByVoucher(t.h.call, code, 500);
  await until('key user learned', async () => (await t.h.call('settings.get', {})).keyUser?.id === OUR_USER);
  if (o.restCents > 0) await t.h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: o.restCents } });
  await t.h.call('order.finish', { orderId: o.id });
}
