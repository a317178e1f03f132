/** A whole number within its bounds: what is typed is kept inside them (empty or not a number: the least). */
export function WholeNumberField(p: { label: string; min: number; max: number; value: number; onChange(v: number): void; testId: string }) {
  return (
    <label className="mgr-field">
      {p.label}
      <input
        type="number"
        min={p.min}
        max={p.max}
        value={p.value}
        onChange={(e) => p.onChange(Math.max(p.min, Math.min(p.max, Math.trunc(Number(e.target.value) || p.min))))}
        data-testid={p.testId}
      />
    </label>
  );
}
