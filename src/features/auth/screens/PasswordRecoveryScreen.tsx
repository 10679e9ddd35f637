/** SHELL-04 / AUTH-24, AUTH-25: ask for the recovery e-mail. */
import '../i18n';
import { useRef, useState } from 'react';
import { PATHS } from '@/store';
import { isValidEmail } from '@/shared/lib/validation';
import { AuthLayout } from '../components/AuthLayout';
import { EmailField } from '@/shared/ui/fields';
import { AuthForm } from '../components/AuthForm';
import { useAuthForm } from '../components/use-auth-form';
import { authActions } from '../slice';
import { MailIcon } from '../components/illustrations';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function PasswordRecoveryScreen() {
  const { t, dispatch, form } = useAuthForm('recovery');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const ref = useRef<HTMLInputElement>(null);

  if (form.sentTo) {
    return (
      <AuthLayout testId="recovery-sent" title={t('recovery.sentTitle')}>
        <div className="auth-done">
          <MailIcon />
          <p role="status">{t('recovery.sent', { email: form.sentTo })}</p>
          <ButtonLink block to={PATHS.HOME}>
            {t('recovery.home')}
          </ButtonLink>
          <ButtonLink variant="ghost" block to={PATHS.LOGIN}>
            {t('recovery.login')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  // AUTH-16: AuthForm runs it only when no request is under way.
  const onSubmit = () => {
    if (!isValidEmail(email)) {
      setInvalid(true);
      ref.current?.focus();
      return;
    }
    setInvalid(false);
    dispatch(authActions.recoveryRequested({ email: email.trim() }));
  };

  const error = invalid ? t('errors.email') : form.hasError ? t('errors.recovery') : null;
  return (
    <AuthLayout testId="recovery-screen" title={t('recovery.title')} lead={t('recovery.lead')}>
      <AuthForm loading={form.loading} onSubmit={onSubmit} submit={t('recovery.submit')}>
        <EmailField
          ref={ref}
          id="recovery-email"
          label={t('fields.email')}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
      </AuthForm>
    </AuthLayout>
  );
}
