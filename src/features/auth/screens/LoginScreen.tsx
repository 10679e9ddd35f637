/** SHELL-03 / AUTH-15: the login form ({email, password} to /v1/authenticate). */
import '../i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/store';
import { AuthLayout } from '../components/AuthLayout';
import { CredentialFields, useCredentials } from '@/shared/ui/credential-fields';
import { FormAlert } from '@/shared/ui/fields';
import { AuthForm } from '../components/AuthForm';
import { useAuthForm } from '../components/use-auth-form';
import { SocialSignIn } from '../social';
import { authActions } from '../slice';

export function LoginScreen() {
  const { t, dispatch, form } = useAuthForm('login');
  const credentials = useCredentials({ refused: form.hasError, revalidate: true });
  // Why the member was sent here (a password set without a session): shown for this visit of the
  // screen (which clears it from the store when it is left), until the member logs in.
  const [notice, setNotice] = useState(form.notice);

  // AUTH-16: AuthForm runs it only when no request is under way.
  const onSubmit = () => {
    if (!credentials.check()) return;
    const { email, password } = credentials.values;
    setNotice(null);
    dispatch(authActions.loginRequested({ email: email.trim(), password }));
  };

  return (
    <AuthLayout
      testId="login-screen"
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <p>
          {t('login.noAccount')} <Link to={PATHS.REGISTER}>{t('login.register')}</Link>
        </p>
      }
    >
      <AuthForm loading={form.loading} onSubmit={onSubmit} submit={t('login.submit')}>
        {notice === 'passwordSet' ? (
          <p className="note" role="status">
            {t('login.passwordSet')}
          </p>
        ) : null}
        {form.hasError ? <FormAlert id="login-error">{t('errors.login')}</FormAlert> : null}
        {/* The server let the member in but the session could not be opened: never the wrong-password text. */}
        {form.sessionFailed ? <FormAlert id="login-error">{t('errors.session')}</FormAlert> : null}
        <CredentialFields
          form={credentials}
          idPrefix="login"
          labels={{ email: t('fields.email'), password: t('fields.password') }}
          messages={{ email: t('errors.email'), password: t('errors.password') }}
          required
        />
        <p className="auth-form__aside">
          <Link to={PATHS.PASSWORD_RECOVERY}>{t('login.forgot')}</Link>
        </p>
      </AuthForm>
      <div className="auth-divider">
        <span>{t('or')}</span>
      </div>
      <SocialSignIn />
    </AuthLayout>
  );
}
