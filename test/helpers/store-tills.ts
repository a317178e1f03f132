// Tills enrolled at a test store: a real core each (live mode against the built-in service, the
// store secret in its secret store), pushing only when the test says so (manual timers).
import { memorySecretStore, type SecretStore } from '../../electron/core/store/secrets';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox';
import { startCore, type CoreHarness } from './core-harness';
import { sellByVoucher } from './sales';
import { startTestStore, type TestStore } from './store-pg';
import type { StoreLink } from '../../electron/back-office/client/link';
import type { Clock } from '../../electron/core/clock';
import type { StorePusherOptions } from '../../electron/core/replication/pusher';

export interface StoreTill extends CoreHarness {
  name: string;
  link: StoreLink;
  secrets: SecretStore;
  /** Sells: a sale of `cents` paid with voucher `code` (the rest by card), finished. */
  sell(code: string, cents: number): Promise<void>;
  /** Sells an order of goods paid by voucher `code` (up to `voucherCents`), card and cash given (the change computed). */
  sellOrder(o: { goodsCents: number; code?: string; voucherCents?: number; cardCents?: number; cashGivenCents?: number }): Promise<void>;
  push(): ReturnType<CoreHarness['core']['storePusher']['pushNow']>;
}

export async function startStoreTill(
  sb: RunningSandbox,
  st: TestStore,
  opts: {
    store: string;
    name: string;
    role: string;
    dataDir?: string;
    secret?: string;
    link?: StoreLink;
    clock?: Clock;
    setup?: boolean;
    /** How the pusher connects to the store (default: node-postgres with the link's URL). */
    connect?: StorePusherOptions['connect'];
  },
): Promise<StoreTill> {
  const enrolled = opts.secret && opts.link ? { secret: opts.secret, link: opts.link } : await st.enrol(opts.store, opts.name);
  const secrets = memorySecretStore();
  secrets.set('store.link', enrolled.secret);
  // A restarted till keeps its API key (the secret store of a real till is a file; here memory).
  if (opts.setup === false) secrets.set('service.apiKey', sb.keys[opts.role] ?? '');
  const h = await startCore({
    sandbox: sb,
    dataDir: opts.dataDir,
    role: opts.role,
    core: { secretStore: secrets, clock: opts.clock, store: { batchSize: 50, connect: opts.connect } },
  });
  if (opts.setup !== false) {
    await h.call('auth.setup', { name: `Chef ${opts.name}`, pin: '246810' });
    await h.call('settings.switchMode', { mode: 'live', confirm: true, baseUrl: sb.baseUrl, apiKey: sb.keys[opts.role] ?? '' });
  }
  return {
    ...h,
    name: opts.name,
    link: enrolled.link,
    secrets,
    async sell(code, cents) {
      await sellByVoucher(h.call, code, cents);
    },
    async sellOrder(o) {
      let order = (await h.call('order.addLine', { line: { kind: 'goods', amountCents: o.goodsCents } })).order;
      if (o.code) {
        const max = o.voucherCents === undefined ? {} : { maxCents: o.voucherCents };
        order = (await h.call('order.addTender', { tender: { kind: 'voucher', code: o.code, ...max } })).order;
      }
      if (o.cardCents) {
        order = (await h.call('order.addTender', { tender: { kind: 'method', paymentMethodId: 'card', amountCents: o.cardCents } })).order;
      }
      if (o.cashGivenCents) {
        const cash = { kind: 'method' as const, paymentMethodId: 'cash', amountCents: o.cashGivenCents };
        order = (await h.call('order.addTender', { tender: cash })).order;
      }
      order = (await h.call('order.finish', { orderId: order.id })).order;
      if (order.state !== 'finished') throw new Error(`order ${order.id} is ${order.state}`);
    },
    push: () => h.core.storePusher.pushNow(),
  };
}

/** A built-in service, a store of its own and one till enrolled at it; `close` ends all three. */
export interface StoreScene {
  sb: RunningSandbox;
  st: TestStore;
  h: StoreTill;
  close(): Promise<void>;
}

/** Starts a scene of one till at one store (`flavour`: the service's, default the interface's). */
export async function startStoreScene(
  opts: Omit<Parameters<typeof startStoreTill>[2], 'role'> & { role?: string; flavour?: 'interface' | 'production' },
): Promise<StoreScene> {
  const [sb, st] = await Promise.all([
    startSandbox({ dbFile: ':memory:', ...(opts.flavour ? { flavour: opts.flavour } : {}) }),
    startTestStore(),
  ]);
  const h = await startStoreTill(sb, st, { role: 'integration', ...opts });
  return {
    sb,
    st,
    h,
    async close() {
      await h.close();
      await st.close();
      await sb.close();
    },
  };
}
