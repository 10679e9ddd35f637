import '../i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useSlice } from '@/store';
import { AUTH_HOME } from '@/store';
import { Button } from '@/shared/ui/Button';
import { IconBell, IconCloudOff, IconInstall } from '../icons';
import { pwaActions, selectCanInstall, selectPwa } from '../slice';
import '../pwa.css';
import { ButtonLink } from '@/shared/ui/ButtonLink';

/**
 * /add-to-home-screen (B §2 "Install prompt page"): offers the kept install event (PWA-08); when
 * installing is not possible the saga sends the member to the recent dashboard (PWA-11).
 */
export function AddToHomeScreen() {
  const { t } = useTranslation('pwa');
  const dispatch = useAppDispatch();
  const can = useAppSelector(selectCanInstall);
  const { installOutcome: outcome, installing } = useSlice(selectPwa, ({ installOutcome, installing }) => ({ installOutcome, installing }));
  useEffect(() => {
    dispatch(pwaActions.installPageOpened());
  }, [dispatch]);

  if (outcome === 'accepted') {
    return (
      <section className="install" data-testid="install-page">
        <img className="install__icon" src="/icons/icon.svg" alt="" width={96} height={96} />
        <p className="install__done" role="status">
          {t('install.accepted')}
        </p>
        <ButtonLink block to={AUTH_HOME}>
          {t('install.later')}
        </ButtonLink>
      </section>
    );
  }
  if (!can && !installing) {
    return (
      <section className="install" data-testid="install-page" aria-busy="true">
        <img className="install__icon" src="/icons/icon.svg" alt="" width={96} height={96} />
        <p className="install__checking" role="status">
          <span className="spinner spinner--sm" aria-hidden="true" />
          <span>{t('install.checking')}</span>
        </p>
      </section>
    );
  }
  const benefits = t('install.benefits', { returnObjects: true }) as unknown;
  const icons = [IconInstall, IconBell, IconCloudOff];
  return (
    <section className="install" data-testid="install-page">
      <img className="install__icon" src="/icons/icon.svg" alt="" width={96} height={96} />
      <h2>{t('install.title')}</h2>
      <p className="install__text">{t('install.text')}</p>
      <ul className="install__benefits">
        {(Array.isArray(benefits) ? (benefits as string[]) : []).map((b, i) => {
          const Icon = icons[i % icons.length] ?? IconInstall;
          return (
            <li key={b}>
              <Icon />
              <span>{b}</span>
            </li>
          );
        })}
      </ul>
      <div className="install__actions">
        <Button block loading={installing} onClick={() => dispatch(pwaActions.installRequested())}>
          {t('install.cta')}
        </Button>
        <ButtonLink variant="ghost" block to={AUTH_HOME}>
          {t('install.later')}
        </ButtonLink>
      </div>
    </section>
  );
}
