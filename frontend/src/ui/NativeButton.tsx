import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type ButtonStyleProps, buttonStyles } from './button-styles';
import { PendingContent } from './Spinner';

export interface NativeButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  children: ReactNode;
  isPending?: boolean;
  /** The text shown while `isPending` (e.g. 'Autenticando...'). */
  pendingLabel?: string;
}

/**
 * A button on the native element, without react-aria: for the pages that must load light (login, the error
 * page). Looks like Button. While `isPending` it keeps its focus, is aria-disabled (a click does nothing),
 * shows a spinner and its pending label, which a status region beside it announces.
 */
export function NativeButton({
  variant,
  size,
  fullWidth,
  className,
  children,
  isPending = false,
  pendingLabel,
  type = 'button',
  onClick,
  ...props
}: NativeButtonProps) {
  return (
    <>
      <button
        {...props}
        type={type}
        aria-disabled={isPending || undefined}
        data-pending={isPending || undefined}
        onClick={(event) => {
          if (isPending) event.preventDefault();
          else onClick?.(event);
        }}
        className={buttonStyles({ variant, size, fullWidth, className })}
      >
        <PendingContent isPending={isPending} pendingLabel={pendingLabel}>
          {children}
        </PendingContent>
      </button>
      <span role="status" className="sr-only">
        {isPending ? pendingLabel : ''}
      </span>
    </>
  );
}
