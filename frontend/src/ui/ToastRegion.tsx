import { screenTexts } from '@portal/copy/screen';
import { useEffect } from 'react';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import { cx } from './cx';
import { Icon } from './icons';
import type { ToastMessage, ToastTone } from './toasts';

/** The toasts on screen, on react-aria; loaded with the first toast (toasts.ts is the API). */
const queue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/** Replaces the toast on screen (only one at a time). */
export function show(message: ToastMessage, timeout: number): void {
  queue.clear();
  queue.add(message, { timeout });
}

const tones: Record<ToastTone, { box: string; icon: 'check' | 'alert' | 'info'; iconClass: string }> = {
  success: { box: 'border-l-teal-600', icon: 'check', iconClass: 'text-teal-700 bg-teal-50' },
  error: { box: 'border-l-red-600', icon: 'alert', iconClass: 'text-red-700 bg-red-50' },
  info: { box: 'border-l-navy-700', icon: 'info', iconClass: 'text-navy-800 bg-navy-50' },
};

/** The region where toasts appear (a landmark; F8 moves the focus to it). `<Toaster />` renders it. */
export function ToastRegion() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const toast = document.querySelector<HTMLElement>('[data-toast-region] [role="alertdialog"]');
      if (toast) {
        event.preventDefault();
        toast.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <AriaLocale>
      <AriaToastRegion
        queue={queue}
        aria-label={screenTexts.notificationsRegion}
        data-toast-region=""
        className="fixed right-0 bottom-0 left-0 z-50 flex flex-col items-center gap-2 p-3 outline-hidden sm:right-4 sm:bottom-4 sm:left-auto sm:w-96 sm:p-0"
      >
        {({ toast }) => {
          const tone = tones[toast.content.tone ?? 'info'];
          return (
            <AriaToast
              toast={toast}
              className={cx(
                'flex w-full items-start gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-lg outline-hidden',
                'data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-teal-600',
                tone.box,
              )}
            >
              <span className={cx('mt-0.5 rounded-full p-1', tone.iconClass)}>
                <Icon name={tone.icon} className="size-4" />
              </span>
              <ToastContent className="flex min-w-0 flex-1 flex-col gap-0.5">
                <Text slot="title" className="font-semibold text-navy-900">
                  {toast.content.title}
                </Text>
                {toast.content.description && (
                  <Text slot="description" className="text-sm text-slate-700">
                    {toast.content.description}
                  </Text>
                )}
              </ToastContent>
              <AriaButton
                slot="close"
                aria-label={screenTexts.closeNotification}
                className="-m-1 rounded-md p-1 text-slate-500 outline-hidden hover:bg-slate-100 hover:text-slate-800 data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-teal-600"
              >
                <Icon name="close" className="size-4" />
              </AriaButton>
            </AriaToast>
          );
        }}
      </AriaToastRegion>
    </AriaLocale>
  );
}
