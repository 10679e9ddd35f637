/** SHELL-05 / AUTH-26 to AUTH-28: set a new password with the recovery token of the e-mailed link. */
import '../i18n';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, PATHS } from '@/app/public';
import { isValidPassword, validatePasswordPair } from '@/shared/lib/validation';
import { Button } from '@/shared/ui/Button';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert, PasswordField } from '@/shared/ui/fields';
import { useAuthFeature } from '../components/use-auth-feature';
import { resetRequested, selectResetForm } from '../slice';

type ResetError = 'empty' | 'mismatch' | 'password' | null;

export function ResetPasswordScreen() {
  const { id } = useParams();
  if (!id) return <Navigate to={PATHS.HOME} replace />; // AUTH-26
  return <ResetPasswordForm recoveryToken={id} />;
}

function ResetPasswordForm({ recoveryToken }: { recoveryToken: string }) {
  useAuthFeature('reset');
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectResetForm);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<ResetError>(null);
  const first = useRef<HTMLInputElement>(null);
  const second = useRef<HTMLInputElement>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form.loading) return; // AUTH-16
    const pair = validatePasswordPair(password, repeat); // AUTH-27
    const err: ResetError = pair ?? (isValidPassword(password) ? null : 'password');
    setError(err);
    if (err) {
      (err === 'mismatch' || (err === 'empty' && password) ? second : first).current?.focus();
      return;
    }
    dispatch(resetRequested({ recoveryToken, newPassword: password }));
  };

  const firstError = error === 'password' ? t('errors.password') : error === 'empty' && !password ? t('errors.passwordsEmpty') : null;
  const secondError =
    error === 'mismatch' ? t('errors.passwordsMismatch') : error === 'empty' && password ? t('errors.passwordsEmpty') : null;

  return (
    <AuthLayout testId="reset-screen" title={t('reset.title')} lead={t('reset.lead')}>
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={form.loading || undefined}>
        {form.hasError ? (
          <FormAlert>
            {t('errors.resetLink')} <Link to={PATHS.PASSWORD_RECOVERY}>{t('reset.newLink')}</Link>
          </FormAlert>
        ) : null}
        <PasswordField
          ref={first}
          id="reset-password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          maxLength={20}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={firstError}
          hint={t('hints.password')}
        />
        <PasswordField
          ref={second}
          id="reset-repeat"
          label={t('fields.repeatPassword')}
          autoComplete="new-password"
          required
          maxLength={20}
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={secondError}
        />
        <Button type="submit" block loading={form.loading} className="auth-form__submit">
          {t('reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
