import type { ReactNode, Ref } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { TextFieldFrame, type TextFieldProps } from './TextField';

export interface TextAreaProps extends Omit<TextFieldProps, 'inputRef' | 'type'> {
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
  /** Shown at the right of the description line, e.g. a character count. */
  counter?: ReactNode;
}

/** A labelled multi-line text input. */
export function TextArea({
  description,
  placeholder,
  textAreaRef,
  rows = 4,
  counter,
  ...props
}: TextAreaProps) {
  return (
    <TextFieldFrame
      {...props}
      description={
        (description || counter) && (
          <>
            {description && <span>{description}</span>}
            {counter && <span className="ml-auto tabular-nums">{counter}</span>}
          </>
        )
      }
      descriptionClassName="flex flex-wrap justify-between gap-2"
    >
      <AriaTextArea
        ref={textAreaRef}
        rows={rows}
        placeholder={placeholder}
        className={cx(fieldStyles.input, 'min-h-24 resize-y leading-relaxed')}
      />
    </TextFieldFrame>
  );
}
