// The ticketing area of the built-in service: schema version 2, demo data and routes.
//
// Error answers are JSON `{error_code, message}`:
//   400 validation_error          bad body/query/path, non-JSON or > 64 KiB body, missing Idempotency-Key,
//                                 unknown category of the product, quantity rules (min/max/allow_zero),
//                                 unsupported booking language, day slot given with a time (or time slot as a date)
//   400 unsupported_event_type    sales summary of a calendar-based event or entry ticket
//   401 unauthorized              missing/invalid apikey (answered by the server's authenticate)
//   403 forbidden                 key's user not approved for third-party integrations; user not on the product's allow-list
//   404 not_found                 unknown/other merchant's/not released/not integrable product; reservation or booking of
//                                 another key's user; unknown/deleted event; unknown ticket (info); unknown download token
//   409 product_inactive          reserve/book an inactive product
//   409 slot_not_available        starts_at is no slot of the product, or past its cut-off (closing_at)
//   409 insufficient_availability fewer tickets left than asked for
//   409 reservation_expired | reservation_released | reservation_consumed | reservation_mismatch
//   409 booking_already_cancelled | booking_already_started | ticket_checked_in   (Cancel Booking preconditions)
//   409 idempotency_conflict | idempotency_in_progress                            (Book Tickets)
//   410 booking_cancelled | ticket_not_valid                                      (download URLs after cancellation)
// Check-in/out refusals are HTTP 200 with `is_successful: false` and `unsuccessful_code` one of
// ticket_not_found, ticket_deleted, ticket_already_checkedin (check-in), ticket_not_checkedin (check-out),
// and this service's extra ticket_cancelled (ticket of a cancelled booking).
export { deleteTicket } from './booking';
export { ticketingMigration } from './schema';
export { seedTicketing } from './seed';
export { ticketingRoutes, type TicketingOptions } from './routes';
export { DEMO_EVENTS, DEMO_PRODUCTS, demoCategory } from './seed-catalog';
