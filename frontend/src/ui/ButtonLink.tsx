import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { type ButtonStyleProps, buttonStyles } from './button-styles';
import { cx } from './cx';

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
