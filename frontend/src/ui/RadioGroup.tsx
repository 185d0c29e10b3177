import type { ReactNode } from 'react';
import { RadioGroup as AriaRadioGroup, Label, Radio, Text } from 'react-aria-components';
import { cx } from './cx';
import { fieldStyles } from './field-styles';

export interface RadioOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  description?: ReactNode;
  isDisabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * A labelled group of radio buttons (react-aria: arrow keys move the choice, the group has one tab stop). The
 * dot's fill is decoration: the checked state is announced.
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  name,
  description,
  isDisabled,
  orientation = 'horizontal',
  className,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      name={name}
      isDisabled={isDisabled}
      orientation={orientation}
      className={cx(fieldStyles.root, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={cx('flex gap-x-6 gap-y-1', orientation === 'vertical' ? 'flex-col' : 'flex-wrap')}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className="group flex min-h-11 cursor-pointer items-center gap-2.5 text-base text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60"
          >
            <span
              aria-hidden="true"
              className={cx(
                'flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 bg-white',
                'group-data-[selected]:border-teal-700',
                'group-data-[focus-visible]:outline-solid group-data-[focus-visible]:outline-3 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-teal-600',
              )}
            >
              <span className="size-2.5 rounded-full bg-teal-700 opacity-0 group-data-[selected]:opacity-100" />
            </span>
            {option.label}
          </Radio>
        ))}
      </div>
      {description && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
    </AriaRadioGroup>
  );
}
