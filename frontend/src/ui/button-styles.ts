/** The looks of a button, shared by Button, NativeButton and the links that look like one (ButtonLink). */
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

/** The classes of a button (and the caller's `className` after them), for links and anchors that should look like one. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleProps & { className?: string } = {}) {
  return cx(
    'inline-flex items-center justify-center rounded-lg font-semibold transition-colors select-none',
    'outline-hidden focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
    'data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-teal-600',
    'disabled:cursor-not-allowed disabled:opacity-60 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
    'data-[pending]:cursor-wait data-[pending]:opacity-90',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
    className,
  );
}
