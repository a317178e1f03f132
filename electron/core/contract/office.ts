// The back office's JSON between the store program's web server and the office page: one shape per
// answer. The store program fills them from its queries (checked against these types); the page reads
// them. Money in integer cents; days `YYYY-MM-DD`; instants ISO.

/** Who signed in: the chain login reads every store, a store login its own. */
export interface OfficeMe {
  login: string;
  chain: boolean;
  /** The stores the login may read. */
  stores: Array<{ id: string; name: string }>;
}

/** One store's day (`day`) or month (`day` null), as the tills' Zs tell it. */
export interface OfficeFigures {
  store: string;
  day: string | null;
  orders: number;
  salesCents: number;
  /** Sales per group of what was sold (goods, loads, activations, codeSales, tickets), net of cancellations. */
  salesByKind: Record<string, number>;
  cashCents: number;
  cardCents: number;
  otherCents: number;
  vouchersCents: number;
  refundsCents: number;
  /** Booked on top of what was paid: never money, shown apart. */
  freeCreditCents: number;
  sessions: number;
  differenceCents: number;
}

export interface OfficeMonthFigures {
  month: string;
  days: OfficeFigures[];
  stores: OfficeFigures[];
}

/** The chain month and the month before it. */
export interface OfficeMonth {
  current: OfficeMonthFigures;
  previous: OfficeMonthFigures;
}

export interface OfficeMoney {
  cash: number;
  card: number;
  other: number;
  vouchers: number;
  refunds: number;
  free_credit: number;
}

export interface OfficeSession {
  till: string;
  local_id: string;
  number: number | null;
  state: string;
  cashier: string | null;
  opened_at: string;
  closed_at: string | null;
  float: number;
  expected: number | null;
  counted: number | null;
  difference: number | null;
  openings: number;
  closed_by: string | null;
  /** The till printed a Z the store holds. */
  has_z: boolean;
}

export interface OfficeTill {
  id: string;
  name: string;
  last_seen: string | null;
  backlog: number;
  backlog_since: string | null;
  revoked: boolean;
  cloned: boolean;
  gap: boolean;
  copy: boolean;
  refused: number;
}

/** A store's day: sessions, money per till, cashier and method, what is open, and each till's link. */
export interface OfficeDay {
  store: string;
  day: string;
  tills: OfficeTill[];
  sessions: OfficeSession[];
  tillMoney: Array<OfficeMoney & { till: string; difference: number }>;
  perCashier: Array<OfficeMoney & { cashier: string | null }>;
  perMethod: Array<{ method: string | null; payment_kind: string | null; count: number; amount: number }>;
  openOrders: Array<{ till: string; state: string; total: number; lines: number; cashier: string | null; created_at: string }>;
  open: Array<{
    till: string;
    kind: string;
    state: string;
    code_masked: string | null;
    amount: number | null;
    cashier: string | null;
    created_at: string;
  }>;
}

/** One session's Z as its till printed it (the till's stored report) and the store's money facts of it. */
export interface OfficeSessionZ {
  store: string;
  till: string;
  session: OfficeSession;
  /** The till's Z report (its `SessionReport`, voucher codes masked); null while the session runs. */
  z: Record<string, unknown> | null;
  /** The sum of the money facts the till pushed for this session. */
  facts: OfficeMoney;
}
