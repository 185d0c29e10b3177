import type { AnchorHTMLAttributes } from 'react';
import { AppLink, type AppLinkProps } from './AppLink';
import { type ButtonStyleProps, buttonStyles } from './button-styles';

/** An in-app link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  ...props
}: AppLinkProps & ButtonStyleProps) {
  return <AppLink {...props} className={buttonStyles({ variant, size, fullWidth, className })} />;
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
