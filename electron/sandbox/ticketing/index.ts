// The ticketing area of the built-in service: schema version 2, demo data and routes.
export { ticketingMigration } from './schema';
export { seedTicketing } from './seed';
export { ticketingRoutes, type TicketingOptions } from './routes';
export { DEMO_EVENTS, DEMO_PRODUCTS, demoCategory } from './seed-catalog';
