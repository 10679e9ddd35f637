/**
 * SHELL-09 / AUTH-45, AUTH-46: a problem with the registered e-mail; 'Enviar código' leads to /code.
 * Reached without an address (a 401 errcode 1000 that named none, with no e-mail typed and no member
 * signed in: issue 41), the page asks for it, so the member can still validate the account (A §1: a
 * visitor can fix a blocked e-mail address).
 */
import '../i18n';
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PATHS } from '@/store';
import { isValidEmail } from '@/shared/lib/validation';
import { Button } from '@/shared/ui/Button';
import { AuthLayout } from '../components/AuthLayout';
import { AuthForm } from '../components/AuthForm';
import { EmailField, FormAlert } from '@/shared/ui/fields';
import { LockIcon } from '../components/illustrations';
import { useAuthForm } from '../components/use-auth-form';
import { authActions } from '../slice';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function LockedScreen() {
  const { t, dispatch, form } = useAuthForm('locked');
  const { mail = '' } = useParams();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const register = (
    <ButtonLink variant="secondary" block to={PATHS.REGISTER}>
      {t('locked.register')}
    </ButtonLink>
  );

  if (!mail.trim()) {
    // AUTH-16: AuthForm runs it only when no request is under way.
    const onSubmit = () => {
      const ok = isValidEmail(typed);
      setInvalid(!ok);
      if (!ok) {
        field.current?.focus();
        return;
      }
      dispatch(authActions.lockedCodeRequested({ email: typed.trim().toLowerCase() }));
    };
    return (
      <AuthLayout testId="locked-screen" title={t('locked.title')} lead={t('locked.askEmail')}>
        <AuthForm loading={form.loading} onSubmit={onSubmit} submit={t('locked.sendCode')} after={register}>
          {form.hasError ? <FormAlert>{t('errors.sendCode')}</FormAlert> : null}
          <EmailField
            ref={field}
            id="locked-email"
            label={t('fields.email')}
            required
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              if (invalid) setInvalid(!isValidEmail(e.target.value));
            }}
            error={invalid ? t('errors.email') : null}
          />
        </AuthForm>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout testId="locked-screen" title={t('locked.title')}>
      <div className="auth-done">
        <LockIcon />
        <p>{t('locked.text')}</p>
        <p className="locked__email">{mail}</p>
        <p className="auth__lead">{t('locked.explain')}</p>
        {form.hasError ? <FormAlert>{t('errors.sendCode')}</FormAlert> : null}
        <Button block loading={form.loading} onClick={() => dispatch(authActions.lockedCodeRequested({ email: mail }))}>
          {t('locked.sendCode')}
        </Button>
        {register}
      </div>
    </AuthLayout>
  );
}
