import type { ReactNode } from 'react';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { Icon } from './icons';

export interface NativeFieldFrameProps {
  /** The id of the native input: the label is `htmlFor` it. */
  id: string;
  /** The id the input's aria-describedby names for the error. */
  errorId: string;
  label: string;
  isRequired?: boolean;
  errorMessage?: string;
  className?: string;
  /** The input, and whatever stands between it and the error (a description). */
  children: ReactNode;
}

/**
 * The chrome of a field on native elements, without react-aria (the light pages use it): the label with an
 * asterisk when required, the caller's input, and the error under it. Looks like the react-aria fields.
 */
export function NativeFieldFrame({
  id,
  errorId,
  label,
  isRequired,
  errorMessage,
  className,
  children,
}: NativeFieldFrameProps) {
  return (
    <div className={cx(fieldStyles.root, className)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {errorMessage && (
        <p id={errorId} className={fieldStyles.error}>
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{errorMessage}</span>
        </p>
      )}
    </div>
  );
}
