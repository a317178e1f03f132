// The one money module (docs/money.md): facts of orders and steps, and their fold into a split.
export * from './facts';
export * from './split';
