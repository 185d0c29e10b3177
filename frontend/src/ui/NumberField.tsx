import type { ReactNode, Ref } from 'react';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
  Text,
} from 'react-aria-components';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { AriaLocale } from './AriaLocale';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { FieldErrorText, FieldLabel } from './TextField';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className' | 'value' | 'onChange'> {
  label: string;
  /** The number, or NaN / undefined when the field is empty. */
  value: number | undefined;
  onChange: (value: number) => void;
  description?: ReactNode;
  /** A message shown under the field; makes the field invalid. */
  errorMessage?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const stepper = cx(
  'flex w-11 items-center justify-center text-lg font-semibold text-navy-900 outline-hidden',
  'hover:bg-slate-100 data-[pressed]:bg-slate-200 data-[disabled]:opacity-40',
  'data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-teal-600',
);

/**
 * A labelled number input (react-aria: es-MX formatting, arrow keys and the − / + buttons step it, min and max
 * clamp it on blur). An empty field gives NaN, which the form's schema refuses with its own message.
 */
export function NumberField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  className,
  inputRef,
  isInvalid,
  ...props
}: NumberFieldProps) {
  return (
    <AriaLocale>
      <AriaNumberField
        {...props}
        value={value ?? Number.NaN}
        onChange={onChange}
        isInvalid={isInvalid || Boolean(errorMessage)}
        validationBehavior="aria"
        className={cx(fieldStyles.root, className)}
      >
        <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
        <Group
          className={cx(
            'flex min-h-11 w-full max-w-48 overflow-hidden rounded-lg border border-slate-300 bg-white shadow-xs',
            'data-[invalid]:border-red-600 data-[focus-within]:border-teal-600 data-[focus-within]:ring-3 data-[focus-within]:ring-teal-600/25',
          )}
        >
          <Button slot="decrement" className={cx(stepper, 'border-r border-slate-300')}>
            −
          </Button>
          <Input
            ref={inputRef}
            className="w-full min-w-0 flex-1 px-3 py-2 text-center text-base text-slate-900 tabular-nums outline-hidden"
          />
          <Button slot="increment" className={cx(stepper, 'border-l border-slate-300')}>
            +
          </Button>
        </Group>
        {description && (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        )}
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </AriaNumberField>
    </AriaLocale>
  );
}

/** The number field bound to a numeric field of react-hook-form. */
export function FormNumberField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for the form context
  control: Control<T, any, O>;
  name: FieldPath<T>;
} & Omit<NumberFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'inputRef'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...props}
          name={field.name}
          value={typeof field.value === 'number' ? field.value : undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          errorMessage={fieldState.error?.message}
          inputRef={field.ref}
        />
      )}
    />
  );
}
