import type { Migration } from '../../../common/sqlite';
import { m001Settings } from './001-settings';
import { m002PrintJobs } from './002-print-jobs';
import { m003Journal } from './003-journal';
import { m004Manager } from './004-manager';
import { m005TicketOrders } from './005-ticket-orders';
import { m006ModeScope } from './006-mode-scope';
import { m007PinFailures } from './007-pin-failures';
import { m008ArchiveCorrections } from './008-archive-corrections';
import { m009TicketReservations } from './009-ticket-reservations';
import { m010Payments } from './010-payments';
import { m011JournalDayTotals } from './011-journal-day-totals';
import { m012Replication } from './012-replication';
import { m013Orders } from './013-orders';
import { m014TillSessions } from './014-till-sessions';
import { m015OrderFeed } from './015-order-feed';
import { m016JournalInsert } from './016-journal-insert';
import { m017JournalChecks } from './017-journal-checks';
import { m018StoreRefusals } from './018-store-refusals';
import { m019PurchasesToOrders } from './019-purchases-to-orders';

/** Every migration of the terminal database, in order. Append only. */
export const migrations: readonly Migration[] = [
  m001Settings,
  m002PrintJobs,
  m003Journal,
  m004Manager,
  m005TicketOrders,
  m006ModeScope,
  m007PinFailures,
  m008ArchiveCorrections,
  m009TicketReservations,
  m010Payments,
  m011JournalDayTotals,
  m012Replication,
  m013Orders,
  m014TillSessions,
  m015OrderFeed,
  m016JournalInsert,
  m017JournalChecks,
  m018StoreRefusals,
  m019PurchasesToOrders,
];
