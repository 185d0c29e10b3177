import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'danger' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-navy-900 text-white hover:bg-navy-800 active:bg-navy-950 shadow-sm',
  accent: 'bg-teal-700 text-white hover:bg-teal-800 active:bg-teal-900 shadow-sm',
  secondary:
    'bg-white text-navy-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:ring-slate-400 shadow-sm',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900 shadow-sm',
  ghost: 'bg-transparent text-navy-800 hover:bg-navy-50',
  onDark: 'bg-white/10 text-white ring-1 ring-inset ring-white/40 hover:bg-white/20',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-base gap-2',
  lg: 'min-h-12 px-6 text-lg gap-2',
};

/** The classes of a button, for links and anchors that should look like one. */
export function buttonStyles({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps = {}) {
  return cx(
    'inline-flex items-center justify-center rounded-lg font-semibold transition-colors select-none',
    'outline-hidden focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
    'data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-teal-600',
    'disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
    'data-[pending]:cursor-wait data-[pending]:opacity-90',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cx('size-4 shrink-0 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 00-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

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
      className={cx(buttonStyles({ variant, size, fullWidth }), className)}
    >
      {isPending ? (
        <>
          <Spinner />
          <span>{pendingLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}

/** An in-app link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: LinkComponentProps<'a'> & ButtonStyleProps) {
  return <Link {...props} className={cx(buttonStyles({ variant, size, fullWidth }), className)} />;
}

/** An external link (tel:, mailto:) that looks like a button. */
export function AnchorButton({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps & { href: string }) {
  return <a {...props} className={cx(buttonStyles({ variant, size, fullWidth }), className)} />;
}
