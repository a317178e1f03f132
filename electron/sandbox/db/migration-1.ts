// Version 1 of the built-in service's database: merchants, users, keys, vouchers and their ledger,
// voucher ordering, promo codes, shop products. Ticketing tables are version 2 (ticketing/).
// Timestamps are local wall-clock text `YYYY-MM-DDTHH:MM:SS` (the wire format), money integer cents.
import type { Migration } from '../../common/sqlite';

const schema = `
create table merchants (
  id text primary key,
  name text not null,
  currency text not null,
  default_language text not null,
  languages text not null,                 -- JSON array of ISO 639-1 codes
  charging_procedure text not null check (charging_procedure in ('new', 'legacy')),
  free_credit_percentage real not null default 0,
  book_complimentary_at_issue integer not null default 0,
  max_balance_in_cents integer not null default 300000,
  default_payment_id text not null default 'cash',
  city text not null default '',
  canton_short text not null default '',
  description text not null default '{}'   -- JSON language -> text
) strict;

create table payment_methods (
  merchant_id text not null references merchants(id),
  id text not null,
  name text not null,
  primary key (merchant_id, id)
) strict;

create table users (
  id text primary key,
  merchant_id text not null references merchants(id),
  name text not null,
  third_party_approved integer not null default 0
) strict;

create table api_keys (
  key text primary key,
  user_id text not null references users(id),
  role text not null unique
) strict;

create table voucher_types (
  id text primary key,
  merchant_id text not null references merchants(id),
  kind text not null check (kind in ('value_voucher', 'package', 'variants', 'other', 'depot')),
  name text not null,                      -- JSON language -> text
  description_html text not null,          -- JSON language -> text
  list_price_in_cents integer,
  discount_percentage real,
  price_in_cents integer,
  minimum_amount_in_cents integer,
  maximum_amount_in_cents integer,
  variants text not null default '[]',     -- JSON [{id, name, price_in_cents, pre_selected}]
  images text not null default '[]',       -- JSON [{src}]
  published integer not null default 1,
  published_in_online_shop integer not null default 1,
  hidden_in_online_shop integer not null default 0,
  remaining_contingent integer,            -- null = unlimited
  validity_months integer not null default 36,
  rechargeable integer not null default 1,
  free_credit_percentage real not null default 0,
  deleted integer not null default 0,
  updated_at text not null
) strict;

create table voucher_orders (
  id text primary key,
  merchant_id text not null references merchants(id),
  order_number text not null,
  created_at text not null,
  point_of_sale text not null check (point_of_sale in ('web', 'local', 'import')),
  delivery text not null,
  language text not null,
  pdf_token text,
  user_id text,
  deleted_at text
) strict;

create table vouchers (
  code text primary key,                   -- 12 characters, normalised (no dashes, upper case)
  merchant_id text not null references merchants(id),
  voucher_type_id text references voucher_types(id),
  order_id text references voucher_orders(id),
  name text not null,
  description text not null default '',
  status text not null check (status in ('active', 'unpaid', 'proforma', 'depot_inactive', 'cancelled')),
  sale_amount_in_cents integer not null default 0,
  balance_in_cents integer not null default 0,
  is_complimentary integer not null default 0,
  deleted integer not null default 0,
  depot_free_amount integer not null default 0,
  depot_amount_in_cents integer,           -- fixed amount of a stock voucher
  valid_until text,
  created_at text not null
) strict;

create table ledger (
  id integer primary key,
  voucher_code text not null references vouchers(code),
  at text not null,
  delta_in_cents integer not null,
  kind text not null
) strict;
create index ledger_voucher on ledger(voucher_code, at);

create table charges (
  id integer primary key,
  voucher_code text not null references vouchers(code),
  token text unique,                       -- null for the legacy procedure
  amount_in_cents integer not null,
  free_credit_in_cents integer not null,
  payment_id text,
  reference text,
  user_id text not null,
  created_at text not null,
  cancelled_at text,
  cancel_reason text
) strict;

create table redemptions (
  id integer primary key,
  voucher_code text not null references vouchers(code),
  token text not null unique,
  amount_in_cents integer not null,
  cancelled_in_cents integer not null default 0,
  reference_number text,
  user_id text not null,
  redeemed_at text not null,
  derecognized integer not null default 0
) strict;

create table depot_activations (
  id integer primary key,
  voucher_code text not null references vouchers(code),
  amount_in_cents integer not null,
  free_credit_in_cents integer not null,
  activated_at text not null,
  deactivated_at text,
  deactivate_reason text
) strict;

create table promo_codes (
  code text primary key,                   -- normalised upper case
  merchant_id text not null references merchants(id),
  name text not null,
  discount_type text not null check (discount_type in ('percentage', 'amount')),
  value integer not null,
  valid_until text,
  max_redemptions integer                  -- null = unlimited
) strict;

create table promo_redemptions (
  id integer primary key,
  code text not null references promo_codes(code),
  reference_number text,
  user_id text not null,
  redeemed_at text not null,
  cancelled_at text
) strict;

create table shop_products (
  id text primary key,
  merchant_id text not null references merchants(id),
  body text not null,                      -- JSON of the wire shape minus updated_at
  updated_at text not null
) strict;

create table counters (
  name text primary key,
  value integer not null
) strict;
`;

/** Migration 1: everything of the built-in service except ticketing. */
export const sandboxMigration1: Migration = {
  version: 1,
  name: 'sandbox-core',
  up: (db) => db.exec(schema),
};
