import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from '../ui';

/** A titled group of a long public form (registration, agent application): a fieldset named by its heading. */
export function FormSection({
  icon,
  title,
  children,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-5 flex items-center gap-2 text-lg font-semibold text-navy-900">
        <span className="flex size-8 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <Icon name={icon} className="size-4.5" />
        </span>
        {title}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
