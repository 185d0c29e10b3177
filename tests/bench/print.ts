import type { LatencyStats } from './delivery.js';

/** What the bench parts print with: one line to the console and the printed record. */
export type Print = (line?: string) => void;

/** A number in en-US digits with `digits` decimals; `-` for what was not measured (NaN, Infinity). */
export const num = (x: number, digits = 0) =>
  Number.isFinite(x)
    ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '-';

/** The lines of a table: left-aligned first column, right-aligned numbers. */
export function tableLines(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ')}`;
  return [line(head), `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`, ...rows.map(line)];
}

/** Prints a table: left-aligned first column, right-aligned numbers. */
export function table(print: Print, head: string[], rows: string[][]): void {
  for (const line of tableLines(head, rows)) print(line);
}

/** The head and a row of a latency table: percentiles and mean with `digits` decimals, the max with one. */
export const latencyHead = ['latency', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'mean ms'];
export const latencyCells = (label: string, l: LatencyStats, digits: number) => [
  label,
  num(l.p50Ms, digits),
  num(l.p90Ms, digits),
  num(l.p99Ms, digits),
  num(l.maxMs, 1),
  num(l.meanMs, digits),
];
