// The English messages of the core's own refusals (CoreError) that reach a cashier, as templates
// with `{name}` places. The core writes them; the renderer recognises them and shows the sentence
// of the same id in the UI language (a unit test checks every message the core can throw is here).
import { templateMatcher } from '../service/wire/refusals';

export const coreMessages = {
  pinSetAlready: 'A manager PIN is already set',
  codeBeingVerified: 'A previous step on this code is still being verified',
  voucherBeingVerified: 'A previous step on this voucher is still being verified',
  purchaseBeingVerified: 'A step of this purchase is still being verified',
  userNameExists: 'A user with this name exists',
  noArchive: 'No archive for this month',
  noEvent: 'No event with this id for this account (or it was deleted).',
  noPrinter: 'No receipt printer is set up',
  noSuchUser: 'No such user',
  noTicketing: 'No ticketing service is configured',
  noService: 'No voucher service is configured',
  nothingLeft: 'Nothing is left to pay on this purchase',
  onlyCompletedBooking: 'Only a completed booking can be cancelled',
  onlyCompletedLoad: 'Only a completed load can be cancelled',
  onlyCompletedPromo: 'Only a completed promo redemption can be cancelled',
  onlyCompletedRedemption: 'Only a completed redemption can be cancelled',
  onlyCompletedSale: 'Only a completed sale can be cancelled',
  onlyDecisionRow: 'Only a row that needs a decision can be settled by hand',
  sessionEnded: 'Session ended',
  bookingRowUnreadable: 'The journal row of this booking cannot be read.',
  lastManagerRemove: 'The last manager cannot be removed',
  lastManagerCashier: 'The last manager cannot become a cashier',
  reconcilerStopped: 'The reconciler is not running',
  notConfirmed: 'The service did not confirm this step; it is being verified.',
  offlineNoValue: 'The terminal is offline: nothing that moves value can be done now.',
  noBalanceLeft: 'The voucher has no balance left',
  pinInUse: 'This PIN is already in use; choose another one',
  bookingNotSucceeded: 'This booking has not succeeded (yet).',
  bookingCancelled: 'This booking is already cancelled or being cancelled',
  noEventFigures:
    'This event is calendar-based or an entry ticket: the service keeps no event-level sales figures for it. Use the ticket order list instead.',
  rowNoReceipt: 'This journal row has no receipt (nothing was done)',
  rowNotBooking: 'This journal row is not a booking.',
  loadCancelled: 'This load is already cancelled',
  orderNotLocal: 'This order is not in the local copy; list the orders again.',
  promoCancelled: 'This promo redemption is already cancelled',
  redemptionCancelled: 'This redemption is already cancelled',
  redemptionNoToken: 'This redemption was confirmed without its token; it can only be cancelled in the back office',
  saleCancelled: 'This sale is already cancelled or being cancelled',
  needsManagerPin: 'This step needs a manager PIN',
  voucherTwice: 'This voucher already pays part of this purchase',
  fixedAmount: 'This voucher has a fixed amount',
  needsAmount: 'This voucher needs an amount',
  pinLocked: 'Too many wrong PINs: PIN entry is locked',
  wrongPin: 'Wrong PIN',
  needsCashierPin: '{method} needs a cashier PIN',
  needsManagerPinFor: '{method} needs a manager PIN',
  needsManagerSession: '{method} needs a manager session',
  noSavedInfo: '{why} No saved information on this voucher.',
  cancelAtMost: 'At most {cents} cents of this redemption can be cancelled',
  rowTransition: 'Journal row {id} cannot become {to} from {from}',
  saleLine: 'Line {line}: {problem}',
  noRow: 'No journal row {id}',
  noPrintJob: 'No print job {id}',
  noPurchase: 'No purchase {id}',
  purchaseState: 'The purchase is already {state}',
  currencyMismatch: 'This voucher is in {voucher}, the purchase in {purchase}',
  promoInvalid: 'This promo code is not valid',
  cannotPay: 'This voucher cannot be used for payment',
  cannotActivate: 'This voucher cannot be activated',
  cannotDeactivate: 'This voucher cannot be deactivated',
  liveCheckFailed: 'The live service did not pass the check',
  apiKeyRefused: 'The service did not accept the API key.',
  unknownItem: 'The service does not know this item.',
  unreachable: 'The service cannot be reached.',
  connectionLost: 'The connection to the service was lost before it answered.',
  noAnswerInTime: 'The service did not answer in time.',
  unreadableAnswer: 'The service sent an answer the terminal cannot read (field {field}).',
  unknownVoucher: 'The service does not know this voucher.',
  noApiKey: 'No API key is stored: enter one.',
  unknownPaymentMethod: 'Unknown payment method {id}',
  sameVoucherTwice: 'The same voucher is twice in this sale',
  dayStillOpen: 'The day has steps still open; settle them before closing it',
} as const;

/** Id of a core message. */
export type CoreMessageId = keyof typeof coreMessages;

const match = templateMatcher((Object.keys(coreMessages) as CoreMessageId[]).map((id) => ({ id, lang: 'en', template: coreMessages[id] })));

/** Recognises a core message: its id and the values in its places, or null. */
export function matchCoreMessage(text: string): { id: CoreMessageId; vars: Record<string, string> } | null {
  const m = match(text);
  return m ? { id: m.id, vars: m.vars } : null;
}
