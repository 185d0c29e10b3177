import { screenTexts } from '@portal/copy/screen';
import { useState } from 'react';
import { Input, ToggleButton } from 'react-aria-components';
import { cx } from './cx';
import { fieldStyles } from './field-styles';
import { Icon } from './icons';
import { TextFieldFrame, type TextFieldProps } from './TextField';

/**
 * A password input with a show/hide toggle. The toggle keeps one accessible name ('Mostrar contraseña')
 * and reports its state with aria-pressed.
 */
export function PasswordField({
  placeholder,
  inputRef,
  autoCapitalize: _autoCapitalize,
  ...props
}: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextFieldFrame {...props} type={visible ? 'text' : 'password'}>
      <div className="relative">
        <Input
          ref={inputRef}
          placeholder={placeholder}
          autoCapitalize="off"
          spellCheck={false}
          className={cx(fieldStyles.input, 'pr-12')}
        />
        <ToggleButton
          isSelected={visible}
          onChange={setVisible}
          aria-label={screenTexts.showPassword}
          isDisabled={props.isDisabled}
          className={cx(
            'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500',
            'outline-hidden hover:text-navy-900 data-[focus-visible]:outline-solid data-[focus-visible]:outline-3 data-[focus-visible]:outline-teal-600',
          )}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </ToggleButton>
      </div>
    </TextFieldFrame>
  );
}
