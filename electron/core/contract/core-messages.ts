// Every message of the core's own refusals (CoreError): its id, its English text with `{name}`
// places, and the kind of each parameter. The core throws an id with typed parameters; the error
// data carries both (and the English text, for logs and integrators); the renderer shows the
// sentence of the id in the UI language (src/i18n/locales, `coreMessage.<id>`).
// How to add one: docs/architecture.md, "Messages".

/**
 * How a parameter is shown: `text` as is, `count` a whole number, `cents` an amount of money in
 * cents (the renderer formats it), `detail` a technical value (an id, a method, a state) kept in
 * the English text for logs but never in a cashier's sentence.
 */
export type ParamKind = 'text' | 'count' | 'cents' | 'detail';
type KindValue = { text: string; count: number; cents: number; detail: string };

function m<const P extends Record<string, ParamKind> = Record<never, ParamKind>>(en: string, params?: P): { en: string; params: P } {
  return { en, params: (params ?? {}) as P };
}

export const coreMessages = {
  pinSetAlready: m('A manager PIN is already set'),
  codeBeingVerified: m('A previous step on this code is still being verified'),
  voucherBeingVerified: m('A previous step on this voucher is still being verified'),
  purchaseBeingVerified: m('A step of this purchase is still being verified'),
  sameStepOpen: m('The same step is still open; it is not sent again until it is settled'),
  purchaseCancelling: m('This purchase is being cancelled: nothing can be added and it cannot be finished'),
  purchaseNotRestored: m('Not every voucher of this purchase was given back; cancel it again'),
  slotNotOffered: m('This slot is not offered any more'),
  slotNoPrice: m('This slot has no price for a category of the booking'),
  userNameExists: m('A user with this name exists'),
  noArchive: m('No archive for this month'),
  noEvent: m('No event with this id for this account (or it was deleted).'),
  noPrinter: m('No receipt printer is set up'),
  noSuchUser: m('No such user'),
  noTicketing: m('No ticketing service is configured'),
  noService: m('No voucher service is configured'),
  nothingLeft: m('Nothing is left to pay on this purchase'),
  onlyCompletedBooking: m('Only a completed booking can be cancelled'),
  onlyCompletedLoad: m('Only a completed load can be cancelled'),
  onlyCompletedPromo: m('Only a completed promo redemption can be cancelled'),
  onlyCompletedRedemption: m('Only a completed redemption can be cancelled'),
  onlyCompletedSale: m('Only a completed sale can be cancelled'),
  onlyDecisionRow: m('Only a row that needs a decision can be settled by hand'),
  sessionEnded: m('Session ended'),
  bookingRowUnreadable: m('The journal row of this booking cannot be read.'),
  lastManagerRemove: m('The last manager cannot be removed'),
  lastManagerCashier: m('The last manager cannot become a cashier'),
  reconcilerStopped: m('The reconciler is not running'),
  notConfirmed: m('The service did not confirm this step; it is being verified.'),
  answerNotSaved: m('The answer could not be saved; this step is being verified.'),
  dayClosedByTill: m('A day is closed by counting and closing the till (Z report)'),
  tillCloseManagerOnly: m('Only a manager counts and closes the till'),
  tillCloseSettingOff: m('Only a manager counts and closes the till: the setting that lets cashiers close is off'),
  tillCloseOtherCashiers: m('This session holds the sales of other cashiers ({cashiers}): a manager closes it', { cashiers: 'text' }),
  zReprintManagerOnly: m('Only a manager prints a Z again'),
  tillClosed: m('The till is closed: the next step opens a new session'),
  noTillSession: m('No such till session'),
  tillSessionStillOpen: m('This session is still open: its X report shows it'),
  zUnreadable: m('The Z of this session cannot be read'),
  tillOpenItems: m('Steps or orders are still open: settle them before closing the till'),
  tillAlreadyOpen: m('The till is already open'),
  tillSessionClosed: m('This till session is already closed'),
  databaseDamaged: m('The terminal database is damaged: no step that moves value can be done. The journal can still be read and exported.'),
  databaseUnreadable: m('Part of the terminal database cannot be read: it is damaged. No step that moves value can be done; call support.'),
  clockBehind: m(
    "The terminal's clock ({now}) is behind its last recorded step ({floor}): nothing that moves value can be done until the clock is set right or a manager confirms it.",
    { now: 'detail', floor: 'detail' },
  ),
  offlineNoValue: m('The terminal is offline: nothing that moves value can be done now.'),
  noBalanceLeft: m('The voucher has no balance left'),
  pinInUse: m('This PIN is already in use; choose another one'),
  bookingNotSucceeded: m('This booking has not succeeded (yet).'),
  bookingCancelled: m('This booking is already cancelled or being cancelled'),
  noEventFigures: m(
    'This event is calendar-based or an entry ticket: the service keeps no event-level sales figures for it. Use the ticket order list instead.',
  ),
  rowNoReceipt: m('This journal row has no receipt (nothing was done)'),
  rowNotBooking: m('This journal row is not a booking.'),
  loadCancelled: m('This load is already cancelled'),
  orderNotLocal: m('This order is not in the local copy; list the orders again.'),
  promoCancelled: m('This promo redemption is already cancelled'),
  redemptionCancelled: m('This redemption is already cancelled'),
  redemptionNoToken: m('This redemption was confirmed without its token; it can only be cancelled in the back office'),
  purchaseBackOffice: m(
    'A voucher payment of this purchase came without its cancellation token: only the back office can undo it, so the purchase cannot be cancelled at the till',
  ),
  saleNotCancellable: m('This sale can no longer be cancelled'),
  saleCancelled: m('This sale is already cancelled or being cancelled'),
  needsManagerPin: m('This step needs a manager PIN'),
  needsManagerEarlierDay: m('This undoes a step of an earlier day ({day}): it needs a manager PIN', { day: 'text' }),
  voucherTwice: m('This voucher already pays part of this purchase'),
  retryNeedsConfirm: m('The same step was tried earlier today and not applied: confirm to send it again.'),
  fixedAmount: m('This voucher has a fixed amount'),
  needsAmount: m('This voucher needs an amount'),
  pinLocked: m('Too many wrong PINs: PIN entry is locked'),
  wrongPin: m('Wrong PIN'),
  storeSecretInvalid: m('This is not a store secret (it starts with vts1.)'),
  storeNotEnrolled: m('This till is not enrolled at a store'),
  storeUnreadable: m('The store cannot be read: {reason}', { reason: 'text' }),
  needsCashierPin: m('{method} needs a cashier PIN', { method: 'detail' }),
  needsManagerPinFor: m('{method} needs a manager PIN', { method: 'detail' }),
  needsManagerSession: m('{method} needs a manager session', { method: 'detail' }),
  needsSession: m('{method} needs a session', { method: 'detail' }),
  managerPinDigits: m('A manager PIN has at least {count} digits', { count: 'count' }),
  needsManager: m('This needs a manager'),
  pinLockedUser: m('Too many wrong PINs for this user: PIN entry is locked'),
  pinWaitUser: m('Too many wrong PINs for this user: wait'),
  pinLockedTill: m('Too many wrong PINs at this till: cashier entry is locked'),
  cancelAtMost: m('At most {cents} cents of this redemption can be cancelled', { cents: 'cents' }),
  rowTransition: m('Journal row {id} cannot become {to} from {from}', { id: 'detail', to: 'detail', from: 'detail' }),
  noRow: m('No journal row {id}', { id: 'detail' }),
  noPrintJob: m('No print job {id}', { id: 'detail' }),
  noPurchase: m('No purchase {id}', { id: 'detail' }),
  purchaseState: m('The purchase is already {state}', { state: 'detail' }),
  currencyMismatch: m('This voucher is in {voucher}, the purchase in {purchase}', { voucher: 'text', purchase: 'text' }),
  promoInvalid: m('This promo code is not valid'),
  cannotPay: m('This voucher cannot be used for payment'),
  cannotActivate: m('This voucher cannot be activated'),
  cannotDeactivate: m('This voucher cannot be deactivated'),
  liveCheckFailed: m('The live service did not pass the check'),
  apiKeyRefused: m('The service did not accept the API key.'),
  unknownItem: m('The service does not know this item.'),
  unreachable: m('The service cannot be reached.'),
  connectionLost: m('The connection to the service was lost before it answered.'),
  noAnswerInTime: m('The service did not answer in time.'),
  unreadableAnswer: m('The service sent an answer the terminal cannot read (field {field}).', { field: 'text' }),
  unknownVoucher: m('The service does not know this voucher.'),
  noApiKey: m('No API key is stored: enter one.'),
  switchOpenSteps: m(
    'Cannot switch to {to} mode: {count} step(s) of {from} mode are not settled yet: {rows}. Settle them first (journal).',
    { to: 'detail', count: 'count', from: 'detail', rows: 'detail' },
  ),
  purchaseChecking: m('Still checking whether {cents} cents were taken; the purchase can be finished afterwards', { cents: 'cents' }),
  closingOpenPurchase: m('An open purchase must be finished or cancelled before the closing is printed'),
  shortCodeUnknown: m('The service does not know this code.'),
  reprintOtherMode: m('This receipt belongs to {own} mode and is not reprinted in {mode} mode', { own: 'detail', mode: 'detail' }),
  stepOtherMode: m('This step was made in {own} mode and cannot be changed in {mode} mode', { own: 'detail', mode: 'detail' }),
  reservationOpen: m('A ticket reservation is already open on this terminal; book or release it first'),
  reservationRunning: m('This ticket reservation has not run out yet'),
  noReservation: m('No ticket reservation {id}', { id: 'detail' }),
  onlyLeft: m('Only {count} vouchers of this type are left', { count: 'count' }),
  typeSoldOut: m('This voucher type is sold out'),
  typeNotSellable: m('This voucher type cannot be sold here'),
  valueBetween: m('The value must lie between {min} and {max} cents', { min: 'cents', max: 'cents' }),
  packageAtPrice: m('A package voucher is sold at its price'),
  pickVariant: m('Pick one of the variants'),
  unknownPaymentMethod: m('Unknown payment method {id}', { id: 'text' }),
  sameVoucherTwice: m('The same voucher is twice in this sale'),
  dayStillOpen: m('The day has steps still open; settle them before closing it'),
  noWalkInEmail: m('No e-mail address for walk-in guests is set: a manager can set one in the settings'),
  customerNeedsNames: m('A named customer needs a first and a last name'),
  bookingLanguageNotOffered: m("The booking language must be one of the product's: {languages}", { languages: 'text' }),
  noSuchManager: m('No such manager'),
  noRecoveryCode: m('No recovery code is set up at this terminal'),
  wrongRecoveryCode: m('Wrong recovery code'),
  recoveryBusy: m('A recovery code was checked just now: try again in a moment'),
  sessionStarts: m('Too many session starts from this client: wait a minute and reload'),
  sessionsFull: m('Too many sessions are open at this terminal: log out elsewhere first'),
  orderState: m('The order is already {state}', { state: 'detail' }),
  orderOtherCashier: m('This order belongs to another cashier'),
  orderNoLines: m('The order has no lines'),
  orderVoucherBeingVerified: m('A voucher payment of this order is being verified'),
  orderRestToPay: m('{cents} cents are still to pay', { cents: 'cents' }),
  orderStepBeingVerified: m('A step of this order is being verified; it can be cancelled afterwards'),
  orderCodeTwice: m('This code is already a line of this order'),
  voucherNoAmount: m('The service names no amount for this voucher'),
  orderLineDone: m('This line is done; it is undone by cancelling the order'),
  orderLineBeingVerified: m('This line is being verified'),
  orderLineNoRetry: m('This line does not wait for that attempt to be confirmed'),
  orderLineFixedAmount: m('The amount of this line cannot be changed'),
  cannotLoad: m('This voucher cannot be loaded'),
  noOpenOrderAddLine: m('There is no open order: add a line first'),
  orderVoucherTwice: m('This voucher already pays part of this order'),
  orderNothingLeft: m('Nothing is left to pay on this order'),
  orderCurrencyMismatch: m('This voucher is in {voucher}, the order in {order}', { voucher: 'text', order: 'text' }),
  orderAtMost: m('At most {cents} cents are left to pay', { cents: 'cents' }),
  paymentBeingVerified: m('This payment is being verified'),
  noOpenOrder: m('There is no open order'),
  orderNoReceiptYet: m('The order has no receipt yet'),
  orderNoReceipt: m('This order has no receipt'),
  noTender: m('No tender {id}', { id: 'detail' }),
  noOrderLine: m('No order line {id}', { id: 'detail' }),
  noOrder: m('No order {id}', { id: 'detail' }),
  reservationRunOut: m('The reservation of these tickets has run out: remove the line and reserve again'),
  orderNotRefund: m('This order is not a refund'),
  refundPartDone: m('Part of this refund is done: finish it to pay out what was undone'),
  refundOpenOrder: m('Finish or cancel the open order first: a refund is an order of its own'),
  refundNotFinished: m('Only a finished order can be refunded'),
  refundNothing: m('Every line of this order is refunded already'),
  refundNotLine: m('This line was not done, or is refunded already'),
  orderCancelBackOffice: m(
    'The order cannot be cancelled at the till: the voucher payment {code} was confirmed without its token, so only the back office can give it back; remove it to hand it to the back office',
    { code: 'text' },
  ),
  orderExcessBackOffice: m(
    'The vouchers pay more than the order costs: the voucher payment {code} was confirmed without its token, so only the back office can give it back; remove it to hand it to the back office',
    { code: 'text' },
  ),
  serviceText: m('{text}', { text: 'text' }),
  noSavedInfoOffline: m('The terminal is offline. No saved information on this voucher.'),
  noSavedInfoUnreachable: m('The service cannot be reached. No saved information on this voucher.'),
  serviceRedirect: m('The service address redirects elsewhere (HTTP {status}); check the base URL.', { status: 'count' }),
  serviceInternal: m('The service had an internal problem (HTTP {status}).', { status: 'count' }),
  serviceRefusedHttp: m('The service refused the request (HTTP {status}).', { status: 'count' }),
  answerOtherVoucher: m("The service's answer does not match what was asked: it names voucher {answered}, not {asked}.", {
    answered: 'text',
    asked: 'text',
  }),
  answerOtherAmount: m("The service's answer does not match what was asked: it names the amount {answered}, not {asked} (cents).", {
    answered: 'cents',
    asked: 'cents',
  }),
  voucherCodeFormat: m('A voucher code has 12 letters or digits.'),
  notVoucherCode: m('This is not a voucher code.'),
  notPromoCode: m('This is not a promo code.'),
  ticketNumberFormat: m('A ticket number has 19 digits.'),
  idMissing: m('An identifier is missing.'),
  invalidField: m('Invalid {field}: {issue}', { field: 'detail', issue: 'detail' }),
  unknownMethod: m('Unknown method: {method}', { method: 'detail' }),
  invalidInput: m('{issues}', { issues: 'detail' }),
  internalError: m('Internal error'),
  untrustedSender: m('Untrusted sender'),
  coreNoAnswer: m('The terminal core does not answer'),
  hostNotAllowed: m('Host not allowed'),
  originNotAllowed: m('Origin not allowed'),
  methodNotAllowed: m('Method not allowed'),
  noEndpoint: m('No such endpoint'),
  wrongSessionToken: m('Missing or wrong session token'),
  bodyTooLarge: m('Body larger than {bytes} bytes', { bytes: 'detail' }),
  bodyNotJson: m('Body is not valid JSON'),
  bodyShape: m('Body must be {"method": string, "input": object}'),
  countBlind: m('The expected cash before the close is a manager’s to see: a cashier counts blind (a manager PIN shows it)'),
} as const;

/** Id of a core message. */
export type CoreMessageId = keyof typeof coreMessages;
export const coreMessageIds = Object.keys(coreMessages) as CoreMessageId[];

/** The parameters of message `I`, typed by their kinds. */
export type CoreMessageParams<I extends CoreMessageId> = {
  -readonly [K in keyof (typeof coreMessages)[I]['params']]: KindValue[(typeof coreMessages)[I]['params'][K] & ParamKind];
};

/** A core message: an id with its parameters. */
export type CoreMessage = { [I in CoreMessageId]: { id: I; params: CoreMessageParams<I> } }[CoreMessageId];

type ParamsArg<I extends CoreMessageId> = Record<never, never> extends CoreMessageParams<I> ? [] : [params: CoreMessageParams<I>];

/** The message `id` with its parameters (none for a message without places). */
export function say<I extends CoreMessageId>(id: I, ...params: ParamsArg<I>): CoreMessage {
  return { id, params: params[0] ?? {} } as CoreMessage;
}

/** The service's own sentence when it gave one (the renderer recognises it), else `otherwise`. */
export function serviceSaid(text: string | null | undefined, otherwise: CoreMessage): CoreMessage {
  return text ? say('serviceText', { text }) : otherwise;
}

/** The English text of a message (the one place it is written out). */
export function englishOf(message: { id: CoreMessageId; params: Record<string, string | number> }): string {
  return coreMessages[message.id].en.replace(/\{(\w+)\}/g, (all, name: string) => {
    const v = message.params[name];
    return v === undefined ? all : String(v);
  });
}
