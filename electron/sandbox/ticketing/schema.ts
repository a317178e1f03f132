// Version 2 of the built-in service's database: the ticketing area. Merchants and users live in
// version 1 and are referenced here by plain TEXT ids. Timestamps are local wall-clock text
// `YYYY-MM-DDTHH:MM:SS` (compare as strings), money integer cents, JSON columns say so.
import type { Migration } from '../../common/sqlite';

const schema = `
create table tk_settings (
  merchant_id text primary key,
  wallet_enabled integer not null default 1,
  shop_url text not null
) strict;

create table tk_products (
  id text primary key,
  merchant_id text not null,
  position integer not null,
  is_active integer not null,
  slot_type text not null check (slot_type in ('day', 'time')),
  image_url text not null default '',
  updated_at text not null,
  third_party_enabled integer not null,
  not_integrable_reason text,              -- non-null: stored but omitted from the list (4.1)
  languages text not null,                 -- JSON array, first = the product's first language
  capacity integer,                        -- tickets per slot; null = unlimited
  weekdays text not null default '1234567',-- ISO weekdays with slots (1 = Monday)
  times text not null default '[]',        -- JSON ["HH:MM", ...] of time slots
  day_closing text not null default '17:00',-- cut-off of a day slot, same day
  cutoff_minutes integer not null default 0 -- cut-off of a time slot before its start
) strict;

create table tk_product_texts (
  product_id text not null references tk_products(id),
  language text not null,
  name text not null,
  description text not null,
  ticket_template text not null,
  primary key (product_id, language)
) strict;

create table tk_allow_list (
  product_id text not null references tk_products(id),
  user_id text not null,
  primary key (product_id, user_id)
) strict;

create table tk_categories (
  id text primary key,
  product_id text not null references tk_products(id),
  position integer not null,
  names text not null,                     -- JSON language -> name
  age_from integer,
  age_to integer,
  min_quantity integer not null default 0,
  max_quantity integer,
  allow_zero_quantity integer not null default 1
) strict;

-- Ticket types of admissions (per category) and of events (with capacity).
create table tk_ticket_types (
  id text primary key,
  product_id text not null,
  category_id text,
  name text not null,
  price_in_cents integer not null,
  is_active integer not null default 1,
  capacity integer
) strict;

create table tk_events (
  id text primary key,
  merchant_id text not null,
  name text not null,
  starts_at text not null,
  url text not null,
  kind text not null check (kind in ('event', 'calendar', 'entry')),
  deleted integer not null default 0,
  waiting_list_entries integer not null default 0
) strict;

create table tk_reservations (
  id text primary key,
  merchant_id text not null,
  user_id text not null,
  product_id text not null,
  starts_at text not null,                 -- canonical YYYY-MM-DDTHH:MM:SS
  status text not null check (status in ('held', 'released', 'consumed')),
  created_at text not null,
  expires_at text not null,                -- held and past this instant = expired (computed lazily)
  items text not null                      -- JSON [{category_id, quantity}]
) strict;

create table tk_customers (
  id text primary key,
  merchant_id text not null,
  title text,
  first_name text not null default '',
  last_name text not null default '',
  company text not null default '',
  street text not null default '',
  zip text not null default '',
  city text not null default '',
  country text not null default '',
  email text not null default '',
  accepts_marketing integer not null default 0,
  double_opt_in_confirmed_at text,
  phone text not null default ''
) strict;

create table tk_orders (
  id text primary key,
  merchant_id text not null,
  order_number text not null,
  status text not null check (status in ('completed', 'cancelled')),
  language text not null,
  location text not null check (location in ('web', 'local')),
  is_paid integer not null,
  note text not null default '',
  tags text not null default '[]',
  discount_in_cents integer not null default 0,
  discount_comment text,
  cause_we_care_in_cents integer not null default 0,
  insurance_in_cents integer not null default 0,
  cancellation_fee_in_cents integer not null default 0,
  promocode text,
  promocode_name text,
  customer_id text references tk_customers(id),
  created_by_user_id text,
  reservation_id text,
  download_token text not null unique,
  created_at text not null,
  updated_at text not null,
  unique (merchant_id, order_number)
) strict;
create index tk_orders_updated on tk_orders(merchant_id, updated_at);

create table tk_order_lines (
  id text primary key,
  order_id text not null references tk_orders(id),
  position integer not null,
  product_id text not null,
  name text not null,
  starts_at text,
  ticket_type_id text not null,
  ticket_type_name text not null,
  category_id text,
  unit_price_in_cents integer not null,
  quantity integer not null,
  tags text not null default '[]'
) strict;
create index tk_lines_slot on tk_order_lines(product_id, starts_at);

create table tk_tickets (
  id text primary key,
  number text not null unique,
  order_id text not null references tk_orders(id),
  line_id text not null references tk_order_lines(id),
  position integer not null,
  count_people integer not null default 1,
  status text not null check (status in ('valid', 'cancelled', 'deleted')),
  checked_in integer not null default 0,
  checked_in_at text,
  pdf_token text not null unique,
  created_at text not null
) strict;

create table tk_answers (
  ticket_id text not null references tk_tickets(id),
  position integer not null,
  name text not null,
  type text not null,
  value text,                              -- JSON value; null = unanswered
  primary key (ticket_id, position)
) strict;

create table tk_payments (
  order_id text not null references tk_orders(id),
  position integer not null,
  payment_id text not null,
  name text not null,
  amount_in_cents integer not null,
  is_complimentary integer not null default 0,
  primary key (order_id, position)
) strict;

-- Idempotency-Key of Book Tickets: per merchant and endpoint, kept 72 hours.
create table tk_idempotency (
  merchant_id text not null,
  endpoint text not null,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('in_flight', 'done')),
  status integer,
  body text,
  created_at text not null,
  primary key (merchant_id, endpoint, key)
) strict;

create table tk_sequences (
  name text primary key,
  value integer not null
) strict;
`;

/** Migration 2: the ticketing area of the built-in service. */
export const ticketingMigration: Migration = {
  version: 2,
  name: 'sandbox-ticketing',
  up: (db) => db.exec(schema),
};
