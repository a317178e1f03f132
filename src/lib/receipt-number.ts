// The receipt number of a journal row as its receipt prints it (printing/journal-adapter.ts
// `shortReference`): the first eight characters of the id without dashes, upper case. Screens show
// it instead of the row's UUID.
export function receiptNumber(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
