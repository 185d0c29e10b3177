import { type ReactNode, useId } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { cx } from './cx';
import { fieldStyles } from './field-styles';

export interface SwitchProps {
  /** The switch's accessible name, shown beside it. */
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  onBlur?: () => void;
  name?: string;
  /** A sentence under the label, read as the switch's description. */
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/**
 * An on/off switch (role switch, Space toggles it) with its label and an optional description tied to it.
 * The track's colour is decoration: the state is announced as on or off.
 */
export function Switch({
  label,
  isSelected,
  onChange,
  onBlur,
  name,
  description,
  isDisabled,
  className,
}: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <AriaSwitch
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        onBlur={onBlur}
        isDisabled={isDisabled}
        aria-describedby={description ? descriptionId : undefined}
        className="group flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
      >
        <span
          aria-hidden="true"
          className={cx(
            'flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 p-0.5 transition-colors',
            'group-data-[selected]:bg-teal-700',
            'group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-teal-600',
          )}
        >
          <span className="size-6 rounded-full bg-white shadow-sm transition-transform group-data-[selected]:translate-x-5" />
        </span>
        <span className={fieldStyles.label}>{label}</span>
      </AriaSwitch>
      {description && (
        <p id={descriptionId} className={cx(fieldStyles.description, 'pl-15')}>
          {description}
        </p>
      )}
    </div>
  );
}

/** The switch bound to a boolean field of react-hook-form. */
export function FormSwitch<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: {
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's own default for the form context
  control: Control<T, any, O>;
  name: FieldPath<T>;
} & Omit<SwitchProps, 'isSelected' | 'onChange' | 'onBlur' | 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          name={field.name}
          isSelected={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
