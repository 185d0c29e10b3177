import { screenTexts } from '@portal/copy/screen';
import type { ReactNode, Ref } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { AriaLocale } from './AriaLocale';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { Icon } from './icons';
import { FieldErrorText, FieldLabel } from './TextField';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The selected value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  triggerRef?: Ref<HTMLButtonElement>;
}

/** Builds options from a label map, in the order of `values`. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * A single-choice select on react-aria (keyboard, typeahead, screen readers). Options with an empty value are
 * refused: they are never listed and cannot be chosen, so '' always means "nothing chosen".
 */
export function Select({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder = screenTexts.selectPlaceholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  className,
  triggerRef,
}: SelectProps) {
  const items = options.filter((o) => o.value !== '');
  const selected = items.some((o) => o.value === value) ? value : null;
  return (
    <AriaLocale>
      <AriaSelect
        name={name}
        value={selected}
        onChange={(key: Key | null) => {
          if (key !== null && key !== '') onChange(String(key));
        }}
        onBlur={onBlur}
        placeholder={placeholder}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        className={cx(fieldStyles.root, className)}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Button
          ref={triggerRef}
          className={cx(
            fieldStyles.input,
            'flex items-center justify-between gap-2 text-left',
            'data-[pressed]:border-teal-600',
            errorMessage && fieldStyles.invalidBorder,
          )}
        >
          <SelectValue className="truncate data-[placeholder]:text-slate-500" />
          <svg viewBox="0 0 20 20" className="size-5 shrink-0 text-slate-500" aria-hidden="true">
            <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </Button>
        {description && (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        )}
        <FieldErrorText>{errorMessage}</FieldErrorText>
        <Popover
          className={cx(
            'w-(--trigger-width) min-w-48 overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
            'max-h-72 outline-hidden',
          )}
        >
          <ListBox className="outline-hidden" items={items}>
            {(item) => (
              <ListBoxItem
                id={item.value}
                textValue={item.label}
                className={cx(
                  'flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2.5 text-base text-slate-800 outline-hidden',
                  'data-[focused]:bg-navy-50 data-[focused]:text-navy-900 data-[selected]:font-semibold',
                )}
              >
                {({ isSelected }) => (
                  <>
                    <span>{item.label}</span>
                    {isSelected && <Icon name="check" className="size-4 text-teal-700" />}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </AriaSelect>
    </AriaLocale>
  );
}
