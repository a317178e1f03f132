// Version 3 of the built-in service's database (version 2 is ticketing): indexes for the lookups
// every voucher request makes (redemptions and charges of a voucher, vouchers of an order/merchant).
import type { Migration } from '../../common/sqlite';

/** Migration 3: indexes of the voucher tables. */
export const sandboxMigration3: Migration = {
  version: 3,
  name: 'sandbox-voucher-indexes',
  up: (db) =>
    db.exec(`
      create index redemptions_voucher on redemptions(voucher_code);
      create index charges_voucher on charges(voucher_code, amount_in_cents);
      create index vouchers_order on vouchers(order_id);
      create index vouchers_merchant on vouchers(merchant_id);
      create index voucher_orders_merchant_created on voucher_orders(merchant_id, created_at);
      create index depot_activations_voucher on depot_activations(voucher_code);
      create index promo_redemptions_code on promo_redemptions(code);
    `),
};
