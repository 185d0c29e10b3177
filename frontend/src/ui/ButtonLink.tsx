import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import { type ButtonStyleProps, buttonStyles } from './button-styles';

/** An in-app link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: LinkComponentProps<'a'> & ButtonStyleProps) {
  return <Link {...props} className={buttonStyles({ variant, size, fullWidth, className })} />;
}

/** An external link (tel:, mailto:) that looks like a button. */
export function AnchorButton({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps & { href: string }) {
  return <a {...props} className={buttonStyles({ variant, size, fullWidth, className })} />;
}
