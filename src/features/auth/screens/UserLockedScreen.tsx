/** SHELL-08 / AUTH-44: the account was deactivated; thanks, and no more e-mail notifications. */
import '../i18n';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@/store';
import { config } from '@/shared/config/env';
import { AuthLayout } from '../components/AuthLayout';
import { WaveIcon } from '../components/illustrations';
import { ButtonLink } from '@/shared/ui/ButtonLink';

export function UserLockedScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout testId="user-locked-screen" title={t('userLocked.title')}>
      <div className="auth-done">
        <WaveIcon />
        <p>{t('userLocked.thanks', { appName: config.appName })}</p>
        <p>{t('userLocked.noEmails')}</p>
        <ButtonLink block to={PATHS.HOME}>
          {t('userLocked.home')}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
