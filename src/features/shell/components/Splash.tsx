import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/store';
import { selectLocationsFailed } from '@/features/locations';
import { selectSessionOffline } from '@/features/session';
import { config } from '@/shared/config/env';
import { Logo } from '@/shared/ui/Logo';
import './shell.css';

/** Same look as the static splash in public/index.html, so nothing flashes when React takes over. */
export function Splash() {
  const { t } = useTranslation();
  const sessionOffline = useAppSelector(selectSessionOffline);
  const locationsFailed = useAppSelector(selectLocationsFailed);
  const offline = sessionOffline || locationsFailed;
  return (
    <div className="brand-screen splash" data-testid="splash">
      <Logo onBrand className="splash__logo" />
      <p className="splash__name">{config.appName}</p>
      <div className="splash__dots" role="status">
        <span className="visually-hidden">{t('appLoading', { appName: config.appName })}</span>
      </div>
      {offline ? (
        <p className="splash__offline" role="alert">
          {t('offline')}
        </p>
      ) : null}
    </div>
  );
}
