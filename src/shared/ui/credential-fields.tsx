/**
 * The e-mail and password pair of the login and the unsubscribe's first step (its own module: only
 * those two screens' chunks carry it).
 */
import { useEffect, useRef, useState } from 'react';
import { isValidEmail } from '@/shared/lib/validation';
import { EmailField, focusFirst, keepRef, PasswordField } from './fields';

type Credential = 'email' | 'password';
export type Credentials = Record<Credential, string>;

/**
 * An e-mail and password form's state (the login, the unsubscribe's first step): what was typed, which
 * field is invalid (a valid e-mail and some password are required), and the fields' elements. `check`
 * runs on submit: it shows the errors and focuses the first invalid field. With `revalidate`, the errors
 * follow the typing once the form was submitted. When `refused` turns true (the server said no), the
 * e-mail gets the focus.
 */
export function useCredentials({ refused, revalidate = false }: { refused: boolean; revalidate?: boolean }) {
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Credential, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Partial<Record<Credential, HTMLElement | null>>>({});
  const validate = (v: Credentials) => ({
    ...(isValidEmail(v.email) ? {} : { email: true as const }),
    ...(v.password ? {} : { password: true as const }),
  });

  useEffect(() => {
    if (refused) refs.current.email?.focus();
  }, [refused]);

  const change = (v: Credentials) => {
    setValues(v);
    if (revalidate && submitted) setErrors(validate(v));
  };
  const check = (): boolean => {
    setSubmitted(true);
    const errs = validate(values);
    setErrors(errs);
    focusFirst(['email', 'password'] as const, errs, refs.current);
    return Object.keys(errs).length === 0;
  };
  return { values, errors, refs, change, check };
}

/**
 * The e-mail and password fields of a useCredentials form; `messages` are the errors' texts
 * (`emailMalformed`, when given, for an e-mail that was typed but is not one; `email` otherwise).
 */
export function CredentialFields({
  form: { values, errors, refs, change },
  idPrefix,
  labels,
  messages,
  required,
}: {
  form: ReturnType<typeof useCredentials>;
  idPrefix: string;
  labels: Credentials;
  messages: Credentials & { emailMalformed?: string };
  required?: boolean;
}) {
  const emailError = values.email.trim() && messages.emailMalformed ? messages.emailMalformed : messages.email;
  return (
    <>
      <EmailField
        ref={keepRef(refs, 'email')}
        id={`${idPrefix}-email`}
        label={labels.email}
        required={required}
        value={values.email}
        onChange={(e) => change({ ...values, email: e.target.value })}
        error={errors.email ? emailError : null}
      />
      <PasswordField
        ref={keepRef(refs, 'password')}
        id={`${idPrefix}-password`}
        label={labels.password}
        autoComplete="current-password"
        required={required}
        value={values.password}
        onChange={(e) => change({ ...values, password: e.target.value })}
        error={errors.password ? messages.password : null}
      />
    </>
  );
}
