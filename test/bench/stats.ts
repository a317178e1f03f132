/** Percentile of a list of samples (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}

/** Prints a figure for people and as `BENCH <name> <value> <unit>` for scripts. */
export function report(name: string, value: number, unit: string): void {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(3);
  console.log(`${name}: ${shown} ${unit}`);
  console.log(`BENCH ${name} ${shown} ${unit}`);
}
