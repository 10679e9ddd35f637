/**
 * document.title per screen (issue 21): '<screen> · Flechazo' from the deepest route handle's
 * titleKey (the toolbar's title), the app's default title elsewhere.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@/shared/config/env';
import { useScreenTitleKey } from '@/store';

export function DocumentTitle() {
  const { t } = useTranslation();
  const key = useScreenTitleKey();
  const title = key
    ? t('document.screenTitle', { screen: t(key as never), appName: config.appName })
    : t('document.title', { appName: config.appName });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
