import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonStyleProps, buttonStyles } from './button-styles';
import { PendingContent } from './Spinner';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'>, ButtonStyleProps {
  children: ReactNode;
  className?: string;
  /** The text shown while `isPending` (e.g. 'Autenticando...'). */
  pendingLabel?: string;
}

/**
 * A button. While `isPending` it keeps its focus, ignores presses, shows a spinner and its pending label;
 * react-aria announces the pending state.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  children,
  pendingLabel,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      className={buttonStyles({ variant, size, fullWidth, className })}
    >
      <PendingContent isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </PendingContent>
    </AriaButton>
  );
}
