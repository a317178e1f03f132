// The closing's cross-check on a till enrolled at a store: redemptions the service lists as "other
// tills" are matched (code hash, amount) against the store's replicas, so another till of this
// store is named by its store name; only the back office and the web shop remain unnamed.
import pg from 'pg';
import { codeHasherFor } from '../../back-office/client/code-hash';
import type { StoreLink } from '../../back-office/client/link';
import { findRedemptionsByCode } from '../../back-office/client/store-day';

/** Names of the store tills that redeemed these codes for these amounts on `day` (key `code|cents`). */
export async function storeTillsOf(
  link: StoreLink,
  day: string,
  items: ReadonlyArray<{ code: string; cents: number }>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (items.length === 0) return names;
  const byHash = new Map<string, string>();
  const hasher = codeHasherFor(link.codeKey);
  for (const i of items) hasher.protect(i.code);
  await hasher.settle();
  for (const i of items) {
    const hash = hasher.protect(i.code).hash;
    if (hash) byHash.set(hash, i.code);
  }
  const client = new pg.Client({ connectionString: link.url, connectionTimeoutMillis: 3_000, query_timeout: 5_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const rows = await findRedemptionsByCode(client, { day, hashes: [...byHash.keys()] });
    for (const r of rows) {
      const code = byHash.get(r.code_hash);
      if (code) names.set(`${code}|${r.amount}`, r.till);
    }
    return names;
  } finally {
    await client.end().catch(() => undefined);
  }
}
