import { secondFactorErrors } from '@portal/contracts/texts';
import { secondFactorStepTexts as t } from '@portal/copy/second-factor-step';

/** The code of an authenticator app as sent: the digits typed, spaces left out ('123 456' → '123456'). */
export function appCodeOf(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/**
 * What is wrong with a typed code of the authenticator app before it is sent (empty, or not 6 digits), or
 * nothing. The login's code step and the enrolment's confirmation both check it.
 */
export function appCodeError(typed: string): string | undefined {
  const code = appCodeOf(typed);
  if (code === '') return secondFactorErrors.codeRequired;
  return /^\d{6}$/.test(code) ? undefined : t.codeFormat;
}

/** The attributes of a field for an app's code: the phone's numeric keyboard and its one-time-code autofill. */
export const appCodeInputProps = {
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  // Six digits, and a space a person may type in the middle ('123 456').
  maxLength: 7,
  autoCapitalize: 'off',
  spellCheck: 'false',
} as const;
