import type { ReactNode } from 'react';
import { cx, Icon, type IconName } from '../ui';

/** A centred message: loading, error, empty or not found. */
export function StatusScreen({
  icon = 'info',
  tone = 'neutral',
  title,
  children,
  actions,
  role,
}: {
  icon?: IconName;
  tone?: 'neutral' | 'error';
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div role={role} className="mx-auto flex max-w-lg flex-col items-center gap-4 py-12 text-center">
      <span
        className={cx(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-navy-50 text-navy-800',
        )}
      >
        <Icon name={icon} className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold text-navy-900">{title}</h1>
      {children && <div className="text-slate-700">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
