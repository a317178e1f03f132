// The terminal API: every method the renderer may call, every event it may hear.
// Each domain declares its methods in its own file; this index only merges them.
import type { z } from 'zod';
import { appEvents, appMethods } from './app';
import { printingMethods } from './printing';
import { authMethods } from './auth';
import { reportMethods } from './reports';
import { settingsMethods } from './settings';
import type { EventSpec, MethodSpec } from './define';
import { chargeMethods } from './charge';
import { depotMethods } from './depot';
import { journalEvents, journalMethods } from './journal';
import { promoMethods } from './promo';
import { redemptionMethods } from './redemption';
import { saleMethods } from './sale';
import { ticketMethods } from './tickets';
import { walkInMethods } from './walk-in';
import { ticketReservationMethods } from './ticket-reservation';
import { ticketingAdminMethods } from './ticketing-admin';
import { voucherMethods } from './voucher';
import { paymentMethods } from './payments';
import { storeMethods } from './store';
import { orderEvents, orderMethods } from './orders';
import { customerDisplayMethods } from './customer-display';
import { sessionEvents, sessionMethods } from './till-sessions';
import { sessionOutputMethods } from './till-output';

export const methods = {
  ...appMethods,
  ...printingMethods,
  ...authMethods,
  ...settingsMethods,
  ...reportMethods,
  ...voucherMethods,
  ...redemptionMethods,
  ...chargeMethods,
  ...depotMethods,
  ...saleMethods,
  ...promoMethods,
  ...ticketMethods,
  ...walkInMethods,
  ...ticketReservationMethods,
  ...ticketingAdminMethods,
  ...journalMethods,
  ...paymentMethods,
  ...storeMethods,
  ...orderMethods,
  ...customerDisplayMethods,
  ...sessionMethods,
  ...sessionOutputMethods,
} satisfies Record<string, MethodSpec>;

export const events = {
  ...appEvents,
  ...journalEvents,
  ...orderEvents,
  ...sessionEvents,
} satisfies Record<string, EventSpec>;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type MethodInput<M extends MethodName> = z.input<Methods[M]['input']>;
export type MethodParsedInput<M extends MethodName> = z.output<Methods[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<Methods[M]['output']>;
export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.output<Events[E]['payload']>;

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(methods, name);
}

export * from './errors';
export * from './error-details';
export * from './define';
export * from './app';
export * from './printing';
export * from './auth';
export * from './settings';
export * from './live-service';
export * from './reports';
export * from './voucher';
export * from './journal';
export * from './redemption';
export * from './charge';
export * from './depot';
export * from './sale';
export * from './promo';
export * from './tickets';
export * from './walk-in';
export * from './ticket-reservation';
export * from './ticketing-admin';
export * from './payments';
export * from './store';
export * from './orders';
export * from './customer-display';
export * from './till-reports';
export * from './z-rows';
export * from './till-sessions';
export * from './till-output';
export { coreErrorData } from './core-error-data';
export { say, englishOf, coreMessages, type CoreMessage, type CoreMessageId, type CoreMessageParams } from './core-messages';
