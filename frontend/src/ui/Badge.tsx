import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeColor = 'red' | 'blue' | 'green' | 'grey' | 'yellow' | 'orange' | 'teal';

const colors: Record<BadgeColor, string> = {
  red: 'bg-red-50 text-red-800 ring-red-600/25',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  green: 'bg-green-50 text-green-800 ring-green-600/25',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/25',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/30',
  teal: 'bg-teal-50 text-teal-800 ring-teal-600/25',
};

/** A small status label. The colour is decoration: the text always says the status. */
export function Badge({
  color = 'grey',
  children,
  className,
}: {
  color?: BadgeColor;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        colors[color],
        className,
      )}
    >
      {children}
    </span>
  );
}
