import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icons';

export interface CardProps {
  title?: ReactNode;
  icon?: IconName;
  /** Heading level of the title (default h2). */
  level?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
  /** The title's id: the card becomes a region named by its title (a landmark screen-reader users can jump to). */
  headingId?: string;
}

/** A white panel with an optional titled header. */
export function Card({ title, icon, level = 2, actions, children, className, id, headingId }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      aria-labelledby={title && headingId ? headingId : undefined}
      className={cx('rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      {title && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            {icon && <Icon name={icon} className="size-5 text-teal-700" />}
            {title}
          </Heading>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
