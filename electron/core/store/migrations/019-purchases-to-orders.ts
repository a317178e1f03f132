import type { Migration } from '../../../common/sqlite';
import { moveOpenPurchases } from './move-open-purchases';

/**
 * One sale path: the purchase methods are gone, so a purchase still open (opened after migration 13
 * by the methods of that time) becomes an open order as migration 13 moved those before it. Its
 * cashier finds it as their open order; a cashier who already has one finds the older one among the
 * open orders the session's close lists.
 */
export const m019PurchasesToOrders: Migration = {
  version: 19,
  name: 'purchases-to-orders',
  up(db) {
    moveOpenPurchases(db);
  },
};
