import { type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { NativeFieldFrame } from './NativeFieldFrame';

export interface DateInputProps {
  label: string;
  /** A calendar date as YYYY-MM-DD, or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  min?: string;
  max?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  description?: ReactNode;
  errorMessage?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A native date input (the browser's own picker, which phones render well). The value is the calendar date
 * as YYYY-MM-DD with no time zone. Label, description and error are tied to the input.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  min,
  max,
  isRequired,
  isDisabled,
  description,
  errorMessage,
  className,
  inputRef,
}: DateInputProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <NativeFieldFrame
      id={id}
      errorId={errorId}
      label={label}
      isRequired={isRequired}
      errorMessage={errorMessage}
      className={className}
    >
      <input
        ref={inputRef}
        id={id}
        type="date"
        name={name}
        value={value}
        min={min}
        max={max}
        lang="es-MX"
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={cx(fieldStyles.input, 'appearance-none')}
      />
      {description && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
    </NativeFieldFrame>
  );
}
