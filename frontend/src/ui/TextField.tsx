import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { Icon } from './icons';

export interface FieldChromeProps {
  label: string;
  description?: ReactNode;
  /** A message shown under the field; makes the field invalid. */
  errorMessage?: string;
  className?: string;
}

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'>, FieldChromeProps {
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
}

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={fieldStyles.label}>
      {children}
      {isRequired && (
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Shows the error of a react-aria field (tied by aria-describedby, shown only when the field is invalid). */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return (
    <FieldError className={fieldStyles.error}>
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </FieldError>
  );
}

/** A labelled text input with an optional description and error, on react-aria's TextField. */
export function TextField({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  inputRef,
  isInvalid,
  autoCapitalize,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input
        ref={inputRef}
        placeholder={placeholder}
        autoCapitalize={autoCapitalize}
        className={fieldStyles.input}
      />
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
