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

/**
 * The react-aria text field around an input of the caller's: invalid state (also from `errorMessage`),
 * label, description line and error, tied together for assistive technology.
 */
export function TextFieldFrame({
  label,
  description,
  descriptionClassName,
  errorMessage,
  className,
  isInvalid,
  children,
  ...props
}: Omit<AriaTextFieldProps, 'children' | 'className'> &
  FieldChromeProps & { children: ReactNode; descriptionClassName?: string }) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {children}
      {description && (
        <Text slot="description" className={cx(fieldStyles.description, descriptionClassName)}>
          {description}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}

/** A labelled text input with an optional description and error, on react-aria's TextField. */
export function TextField({ placeholder, inputRef, autoCapitalize, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input
        ref={inputRef}
        placeholder={placeholder}
        autoCapitalize={autoCapitalize}
        className={fieldStyles.input}
      />
    </TextFieldFrame>
  );
}
