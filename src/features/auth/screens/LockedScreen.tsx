/** SHELL-09 / AUTH-45, AUTH-46: a problem with the registered e-mail; 'Enviar código' leads to /code. */
import '../i18n';
import { useParams } from 'react-router-dom';
import { PATHS } from '@/store';
import { Button } from '@/shared/ui/Button';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '@/shared/ui/fields';
import { LockIcon } from '../components/illustrations';
import { useAuthForm } from '../components/use-auth-form';
import { authActions } from '../slice';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function LockedScreen() {
  const { t, dispatch, form } = useAuthForm('locked');
  const { mail = '' } = useParams();
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
        <ButtonLink variant="secondary" block to={PATHS.REGISTER}>
          {t('locked.register')}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
