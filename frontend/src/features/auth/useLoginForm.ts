import type { LoginInput } from '@portal/contracts';
import { loginLimits, validation } from '@portal/contracts/texts';
import { type FormEvent, useRef, useState } from 'react';

type Field = keyof LoginInput;
type Errors = Partial<Record<Field, string>>;

/**
 * The rules of loginSchema (contracts/src/schemas/auth.ts), with its messages: the username trimmed, both
 * required, neither too long. Written out here because the login page loads no zod.
 */
export function loginErrors(values: LoginInput): Errors {
  const errors: Errors = {};
  const username = values.username.trim();
  if (username === '') errors.username = validation.loginUsername;
  else if (username.length > loginLimits.username) errors.username = validation.tooLong;
  if (values.password === '') errors.password = validation.loginPassword;
  else if (values.password.length > loginLimits.password) errors.password = validation.tooLong;
  return errors;
}

/**
 * The login form's state, as react-hook-form behaves on the other forms: checked on submit, then again on every
 * change; the first invalid field takes the focus; the handler gets the username trimmed.
 */
export function useLoginForm() {
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    errorMessage: errors[name],
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (submitted) setErrors(loginErrors(next));
    },
  });

  const onSubmit = (handler: (input: LoginInput) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = loginErrors(values);
    setErrors(found);
    const firstInvalid = (['username', 'password'] as const).find((name) => found[name]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    void handler({ username: values.username.trim(), password: values.password });
  };

  /** After a refused login: the password is emptied and takes the focus. */
  const clearPassword = () => {
    setValues((current) => ({ ...current, password: '' }));
    inputs.current.password?.focus();
  };

  return { field, onSubmit, clearPassword };
}
