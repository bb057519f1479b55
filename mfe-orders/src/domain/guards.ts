/**
 * The rows of a list reply that pass `guard`; the others are reported and dropped, so one bad
 * row never hides the good ones nor throws into a component.
 */
export function validRows<T>(value: unknown, guard: (v: unknown) => v is T, what: string): T[] {
  if (!Array.isArray(value)) {
    console.warn(`[orders] ${what}: the reply is not a list`);
    return [];
  }
  const rows = value.filter(guard);
  if (rows.length !== value.length) {
    console.warn(`[orders] ${what}: dropped ${value.length - rows.length} malformed rows`);
  }
  return rows;
}
