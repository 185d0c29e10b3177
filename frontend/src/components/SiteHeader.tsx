import type { ReactNode } from 'react';
import { Brand } from './Brand';

/**
 * The bar at the top of every page: the brand (link home) and the page's own actions; `nav`, a page's
 * navigation, goes on its own row below them (it wraps at any width, never scrolls the page sideways).
 */
export function SiteHeader({ children, nav }: { children?: ReactNode; nav?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-3 sm:px-6">
        <Brand />
        {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
        {nav && <div className="w-full min-w-0">{nav}</div>}
      </div>
    </header>
  );
}
