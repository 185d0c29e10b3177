import type { PrivacyQueueRow } from '@portal/contracts';

type Ordered = Pick<PrivacyQueueRow, 'status' | 'dueOn' | 'filedAt' | 'answeredAt'>;

/**
 * The queue's order: pending first, the one due soonest on top (so an overdue one before all), then by when it was
 * filed; then the answered ones, the latest answered first. The server's order is not relied on: this is the order
 * the screen promises.
 */
export function queueOrder<T extends Ordered>(rows: readonly T[]): T[] {
  const pending = rows
    .filter((r) => r.status === 'pending')
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.filedAt.localeCompare(b.filedAt));
  const answered = rows
    .filter((r) => r.status !== 'pending')
    .sort((a, b) => (b.answeredAt ?? b.filedAt).localeCompare(a.answeredAt ?? a.filedAt));
  return [...pending, ...answered];
}
