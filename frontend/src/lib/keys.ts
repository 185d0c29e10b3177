/**
 * React keys for a list whose items have no id and may repeat (next steps staff typed, timeline entries): the
 * item's own key text plus its occurrence, so equal items stay apart without using the position.
 */
export function keyedByOccurrence<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}#${n}`, item };
  });
}
