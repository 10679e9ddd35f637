/** SHELL-05 / AUTH-26 to AUTH-28: set a new password with the recovery token of the e-mailed link. */
import '../i18n';
import { useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PATHS } from '@/store';
import { validatePasswordPair } from '@/shared/lib/validation';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert, PasswordField } from '@/shared/ui/fields';
import { AuthForm } from '../components/AuthForm';
import { useAuthForm } from '../components/use-auth-form';
import { authActions } from '../slice';

type ResetError = 'empty' | 'mismatch' | null;

export function ResetPasswordScreen() {
  const { id } = useParams();
  if (!id) return <Navigate to={PATHS.HOME} replace />; // AUTH-26
  return <ResetPasswordForm recoveryToken={id} />;
}

function ResetPasswordForm({ recoveryToken }: { recoveryToken: string }) {
  const { t, dispatch, form } = useAuthForm('reset');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<ResetError>(null);
  const first = useRef<HTMLInputElement>(null);
  const second = useRef<HTMLInputElement>(null);

  // AUTH-16: AuthForm runs it only when no request is under way.
  const onSubmit = () => {
    // AUTH-27 (A §4, §5): both non-empty and equal is the whole rule; the registration rule does not apply.
    const err: ResetError = validatePasswordPair(password, repeat);
    setError(err);
    if (err) {
      (err === 'mismatch' || (err === 'empty' && password) ? second : first).current?.focus();
      return;
    }
    dispatch(authActions.resetRequested({ recoveryToken, newPassword: password }));
  };

  const firstError = error === 'empty' && !password ? t('errors.passwordsEmpty') : null;
  const secondError =
    error === 'mismatch' ? t('errors.passwordsMismatch') : error === 'empty' && password ? t('errors.passwordsEmpty') : null;

  // The new password, then the same again (no length or character rule, no cut: AUTH-27).
  const passwords = [
    {
      ref: first,
      id: 'reset-password',
      label: t('fields.newPassword'),
      value: password,
      change: setPassword,
      error: firstError,
    },
    { ref: second, id: 'reset-repeat', label: t('fields.repeatPassword'), value: repeat, change: setRepeat, error: secondError },
  ];

  return (
    <AuthLayout testId="reset-screen" title={t('reset.title')} lead={t('reset.lead')}>
      <AuthForm loading={form.loading} onSubmit={onSubmit} submit={t('reset.submit')}>
        {form.hasError ? (
          <FormAlert>
            {t('errors.resetLink')} <Link to={PATHS.PASSWORD_RECOVERY}>{t('reset.newLink')}</Link>
          </FormAlert>
        ) : null}
        {passwords.map(({ id, change, ...field }) => (
          <PasswordField key={id} {...field} id={id} autoComplete="new-password" required onChange={(e) => change(e.target.value)} />
        ))}
      </AuthForm>
    </AuthLayout>
  );
}
