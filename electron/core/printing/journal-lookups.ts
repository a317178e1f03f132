// Small read helpers over other repositories that the journal adapter needs.
import type { Db } from '../store/database';
import { getPurchase, type PurchaseRow } from '../store/purchases';

/** A purchase or null (getPurchase throws when absent). */
export function findPurchase(db: Db, id: string): PurchaseRow | null {
  try {
    return getPurchase(db, id);
  } catch {
    return null;
  }
}
