import { screenTexts } from '@portal/copy/screen';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { Icon } from './icons';
import { NativeFieldFrame } from './NativeFieldFrame';

export interface NativeTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'required' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  /** A message shown under the field; makes the field invalid. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled text input on the native element, without react-aria: for the pages that must load light (login).
 * Looks and reads like TextField: the label (an asterisk when required), the error tied by aria-describedby.
 */
export function NativeTextField(props: NativeTextFieldProps) {
  return <FieldFrame {...props} type="text" />;
}

/**
 * A password input with a show/hide toggle, on native elements (see NativeTextField). Like PasswordField, the
 * toggle keeps one accessible name ('Mostrar contraseña') and reports its state with aria-pressed.
 */
export function NativePasswordField(props: NativeTextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      {...props}
      type={visible ? 'text' : 'password'}
      toggle={
        <button
          type="button"
          aria-label={screenTexts.showPassword}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
          className={cx(
            'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500',
            'outline-hidden hover:text-navy-900 focus-visible:outline-solid focus-visible:outline-3 focus-visible:outline-teal-600',
          )}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </button>
      }
    />
  );
}

function FieldFrame({
  label,
  value,
  onChange,
  isRequired,
  errorMessage,
  inputRef,
  className,
  type,
  toggle,
  ...inputProps
}: NativeTextFieldProps & { type: 'text' | 'password'; toggle?: React.ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = (
    <input
      {...inputProps}
      ref={inputRef}
      id={id}
      type={type}
      value={value}
      required={isRequired}
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={errorMessage ? errorId : undefined}
      onChange={(event) => onChange(event.target.value)}
      className={cx(fieldStyles.input, toggle ? 'pr-12' : undefined)}
    />
  );
  return (
    <NativeFieldFrame
      id={id}
      errorId={errorId}
      label={label}
      isRequired={isRequired}
      errorMessage={errorMessage}
      className={className}
    >
      {toggle ? (
        <div className="relative">
          {input}
          {toggle}
        </div>
      ) : (
        input
      )}
    </NativeFieldFrame>
  );
}
