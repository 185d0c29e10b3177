import { cx, Icon } from '../../ui';

/**
 * A document's download: a plain link (the server answers it as an attachment, never shown in the page), named
 * for screen readers with the file it downloads. `outlined` looks like a small button (staff's rows).
 */
export function DownloadLink({
  href,
  label,
  accessibleName,
  outlined = false,
}: {
  href: string;
  label: string;
  accessibleName: string;
  outlined?: boolean;
}) {
  return (
    <a
      href={href}
      download
      aria-label={accessibleName}
      className={cx(
        'inline-flex items-center gap-1.5 self-start text-sm font-medium',
        outlined
          ? 'rounded-lg border border-slate-300 px-3 py-1.5 text-navy-900 hover:bg-slate-50'
          : 'text-teal-800 underline underline-offset-2 hover:text-teal-900',
      )}
    >
      <Icon name="download" className="size-4" />
      {label}
    </a>
  );
}
