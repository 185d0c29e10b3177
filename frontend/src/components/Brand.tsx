import { useSiteInfo } from '../api/get-health';
import { AppLink, cx } from '../ui';

/** The site mark and name, linking home. */
export function Brand({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { siteName } = useSiteInfo();
  return (
    <AppLink
      to="/"
      className={cx(
        'flex min-w-0 items-center gap-2.5 rounded-md font-semibold outline-hidden focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-teal-500',
        tone === 'light' ? 'text-white' : 'text-navy-900',
      )}
    >
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={tone === 'light' ? '#ffffff' : '#0f2a4a'} />
        <path d="M16 6l8 3v6c0 5-3.4 8.8-8 10-4.6-1.2-8-5-8-10V9z" fill="#14b8a6" />
        <path
          d="M12.5 15.5l2.5 2.5 4.5-4.5"
          fill="none"
          stroke={tone === 'light' ? '#0f2a4a' : '#ffffff'}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="truncate text-base leading-tight sm:text-lg">{siteName}</span>
    </AppLink>
  );
}
