import { screenTexts } from '@portal/copy/screen';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../api/get-health';
import { cx } from '../ui';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Header, main landmark (target of the skip link), footer. */
export function PageShell({
  header,
  headerActions,
  children,
  width = 'wide',
  className,
}: {
  /** Replaces the standard header. */
  header?: ReactNode;
  headerActions?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'medium' | 'wide' | 'full';
  className?: string;
}) {
  const site = useSiteInfo();
  return (
    <div className="flex min-h-dvh flex-col">
      {site.demoMode && (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          {screenTexts.demoModeNotice}
        </p>
      )}
      {header ?? <SiteHeader>{headerActions}</SiteHeader>}
      <main
        id="main"
        tabIndex={-1}
        className={cx(
          'w-full flex-1 outline-hidden',
          width !== 'full' && 'mx-auto px-4 py-8 sm:px-6 sm:py-10',
          width === 'narrow'
            ? 'max-w-md'
            : width === 'medium'
              ? 'max-w-3xl'
              : width === 'wide'
                ? 'max-w-6xl'
                : '',
          className,
        )}
      >
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
