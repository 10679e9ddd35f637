/**
 * document.title per screen (issue 21): '<screen> · Flechazo' from the deepest route handle's
 * titleKey (the toolbar's title), the app's default title elsewhere.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { config } from '@/shared/config/env';
import type { RouteHandle } from './route-handle';

export function screenTitleKey(matches: ReturnType<typeof useMatches>): string | undefined {
  return [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
}

export function DocumentTitle() {
  const { t } = useTranslation();
  const key = screenTitleKey(useMatches());
  const title = key
    ? t('document.screenTitle', { screen: t(key as never), appName: config.appName })
    : t('document.title', { appName: config.appName });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
