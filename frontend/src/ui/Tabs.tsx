import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import { cx } from './cx';

export interface TabsProps {
  selectedKey?: Key;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  children: ReactNode;
  className?: string;
}

/** Keyboard-accessible tabs (arrow keys move between tabs). */
export function Tabs({ children, className, ...props }: TabsProps) {
  return (
    <AriaLocale>
      <AriaTabs {...props} className={cx('flex flex-col gap-5', className)}>
        {children}
      </AriaTabs>
    </AriaLocale>
  );
}

/** `label` is the accessible name of the tab list. */
export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <AriaTabList
        aria-label={label}
        className="flex min-w-max gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
      >
        {children}
      </AriaTabList>
    </div>
  );
}

/** `onHoverStart`: the pointer rests on the tab (a panel's lazy part starts loading). */
export function Tab({
  id,
  children,
  onHoverStart,
}: {
  id: string;
  children: ReactNode;
  onHoverStart?: () => void;
}) {
  return (
    <AriaTab
      id={id}
      onHoverStart={onHoverStart}
      className={cx(
        'flex min-h-10 cursor-pointer items-center gap-2 whitespace-nowrap rounded-lg px-4 text-sm font-semibold text-slate-600 outline-hidden transition-colors',
        'hover:bg-slate-100 hover:text-navy-900',
        'data-[selected]:bg-navy-900 data-[selected]:text-white data-[selected]:hover:bg-navy-900 data-[selected]:hover:text-white',
        'data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-teal-600',
      )}
    >
      {children}
    </AriaTab>
  );
}

export function TabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <AriaTabPanel
      id={id}
      className="rounded-xl outline-hidden data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-4 data-[focus-visible]:outline-teal-600"
    >
      {children}
    </AriaTabPanel>
  );
}
