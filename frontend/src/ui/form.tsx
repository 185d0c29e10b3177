import {
  type Control,
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { DateInput, type DateInputProps } from './DateInput';
import { PasswordField } from './PasswordField';
import { TextArea, type TextAreaProps } from './TextArea';
import { TextField, type TextFieldProps } from './TextField';

/**
 * The design-system fields bound to react-hook-form: value, change, blur, focus-on-error (ref) and the
 * field's error message (a zod message from the contracts, or a server field error set with setError).
 * FormSelect is in a file of its own: a page whose form has no Select does not load react-aria's list box.
 */
export interface Bound<T extends FieldValues, O extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for the form context
  control: Control<T, any, O>;
  name: FieldPath<T>;
}

export type Managed = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'errorMessage';

/** The props every bound field takes from react-hook-form (the ref goes to each field's own ref prop). */
export function bound<T extends FieldValues>(
  field: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
) {
  return {
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    errorMessage: fieldState.error?.message,
  };
}

export function FormTextField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, O> & Omit<TextFieldProps, Managed | 'inputRef'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...props} {...bound(field, fieldState)} inputRef={field.ref} />
      )}
    />
  );
}

export function FormPasswordField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, O> & Omit<TextFieldProps, Managed | 'inputRef' | 'type'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField {...props} {...bound(field, fieldState)} inputRef={field.ref} />
      )}
    />
  );
}

export function FormTextArea<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, O> & Omit<TextAreaProps, Managed | 'textAreaRef'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea {...props} {...bound(field, fieldState)} textAreaRef={field.ref} />
      )}
    />
  );
}

export function FormDateInput<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, O> & Omit<DateInputProps, Managed | 'inputRef'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput {...props} {...bound(field, fieldState)} inputRef={field.ref} />
      )}
    />
  );
}
