/** Wire schemas of the voucher and ticketing service: one module per area, re-exported here. */
export * from './common';
export * from './vouchers';
export * from './depot';
export * from './promo';
export * from './ordering';
export * from './ticketing';
export * from './ticket-orders';
export * from './endpoints';
