// Optional list filters as SQL, written once for the core's caches and the built-in service: each
// filter is a condition with one `?` and its value; a filter without a value is left out.

/** One optional filter: the SQL condition (one `?`) and its value, undefined when the filter is not set. */
export type SqlFilter = readonly [condition: string, value: string | undefined];

/** The conditions of the set filters and their arguments, in order. */
export function setFilters(filters: readonly SqlFilter[]): { conditions: string[]; args: string[] } {
  const set = filters.filter((f): f is readonly [string, string] => f[1] !== undefined);
  return { conditions: set.map(([condition]) => condition), args: set.map(([, value]) => value) };
}

/** Applies `fn` to a filter value that is set. */
export function mapSet(value: string | undefined, fn: (v: string) => string): string | undefined {
  return value === undefined ? undefined : fn(value);
}
