import type { ReactNode } from 'react';
import { cx } from './cx';

/** The turning circle of a busy button (decorative: the button's pending label says it). */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cx('size-4 shrink-0 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** What a button shows: its children, or while `isPending` the spinner beside the pending label (or the children). */
export function PendingContent({
  isPending,
  pendingLabel,
  children,
}: {
  isPending?: boolean;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return isPending ? (
    <>
      <Spinner />
      <span>{pendingLabel ?? children}</span>
    </>
  ) : (
    children
  );
}
