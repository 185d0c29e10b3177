import { screenTexts } from '@portal/copy/screen';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import { cx } from './cx';
import { Icon } from './icons';

export interface DialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** Buttons at the bottom; they receive `close`. */
  footer?: (close: () => void) => ReactNode;
  /** alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
  size?: 'md' | 'lg';
}

/** A modal dialog: focus is trapped inside and returns to the opener; Escape closes it. */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  children,
  footer,
  role = 'dialog',
  isDismissable = true,
  size = 'md',
}: DialogProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        isDismissable={isDismissable}
        className="fixed inset-0 z-40 flex items-end justify-center bg-navy-950/50 p-0 backdrop-blur-[1px] sm:items-center sm:p-4"
      >
        <Modal
          className={cx(
            'max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl sm:rounded-2xl',
            size === 'md' ? 'sm:max-w-lg' : 'sm:max-w-2xl',
          )}
        >
          <AriaDialog role={role} className="outline-hidden">
            {({ close }) => (
              <div className="flex flex-col gap-4 p-5 sm:p-6">
                <div className="flex items-start justify-between gap-4">
                  <Heading slot="title" className="text-xl font-semibold text-navy-900">
                    {title}
                  </Heading>
                  <AriaButton
                    onPress={close}
                    aria-label={screenTexts.closeDialog}
                    className="rounded-md p-1 text-slate-500 outline-hidden hover:bg-slate-100 data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-teal-600"
                  >
                    <Icon name="close" />
                  </AriaButton>
                </div>
                <div className="text-slate-700">{children}</div>
                {footer && <div className="flex flex-wrap justify-end gap-2">{footer(close)}</div>}
              </div>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
