import { Controller, type FieldValues } from 'react-hook-form';
import { type Bound, bound, type Managed } from './form';
import { Select, type SelectProps } from './Select';

export function FormSelect<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, O> & Omit<SelectProps, Managed | 'triggerRef'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select {...props} {...bound(field, fieldState)} triggerRef={field.ref} />
      )}
    />
  );
}
