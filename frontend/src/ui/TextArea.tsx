import type { ReactNode, Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, Text } from 'react-aria-components';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { FieldErrorText, FieldLabel, type TextFieldProps } from './TextField';

export interface TextAreaProps extends Omit<TextFieldProps, 'inputRef' | 'type'> {
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
  /** Shown at the right of the description line, e.g. a character count. */
  counter?: ReactNode;
}

/** A labelled multi-line text input. */
export function TextArea({
  label,
  description,
  errorMessage,
  className,
  placeholder,
  textAreaRef,
  rows = 4,
  counter,
  isInvalid,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      validationBehavior="aria"
      className={cx(fieldStyles.root, className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={textAreaRef}
        rows={rows}
        placeholder={placeholder}
        className={cx(fieldStyles.input, 'min-h-24 resize-y leading-relaxed')}
      />
      {(description || counter) && (
        <Text
          slot="description"
          className={cx(fieldStyles.description, 'flex flex-wrap justify-between gap-2')}
        >
          {description && <span>{description}</span>}
          {counter && <span className="ml-auto tabular-nums">{counter}</span>}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
