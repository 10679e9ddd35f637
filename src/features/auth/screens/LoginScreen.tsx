/** SHELL-03 / AUTH-15: the login form ({email, password} to /v1/authenticate). */
import '../i18n';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/app/public';
import { isValidEmail } from '@/shared/lib/validation';
import { AuthLayout } from '../components/AuthLayout';
import { EmailField, focusFirst, FormAlert, keepRef, PasswordField } from '@/shared/ui/fields';
import { AuthForm } from '../components/AuthForm';
import { useAuthForm } from '../components/use-auth-feature';
import { SocialSignIn } from '../social';
import { authActions } from '../slice';

type LoginField = 'email' | 'password';

export function LoginScreen() {
  const { t, dispatch, form } = useAuthForm('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<LoginField, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Partial<Record<LoginField, HTMLElement | null>>>({});

  const validate = (e: string, p: string) => ({
    ...(isValidEmail(e) ? {} : { email: true as const }),
    ...(p ? {} : { password: true as const }),
  });

  useEffect(() => {
    if (form.hasError) refs.current.email?.focus();
  }, [form.hasError]);

  // AUTH-16: AuthForm runs it only when no request is under way.
  const onSubmit = () => {
    setSubmitted(true);
    const errs = validate(email, password);
    setErrors(errs);
    if (Object.keys(errs).length) {
      focusFirst(['email', 'password'] as const, errs, refs.current);
      return;
    }
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
        {form.hasError ? <FormAlert id="login-error">{t('errors.login')}</FormAlert> : null}
        <EmailField
          ref={keepRef(refs, 'email')}
          id="login-email"
          label={t('fields.email')}
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (submitted) setErrors(validate(e.target.value, password));
          }}
          error={errors.email ? t('errors.email') : null}
        />
        <PasswordField
          ref={keepRef(refs, 'password')}
          id="login-password"
          label={t('fields.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (submitted) setErrors(validate(email, e.target.value));
          }}
          error={errors.password ? t('errors.password') : null}
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
