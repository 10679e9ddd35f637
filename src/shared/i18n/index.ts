/**
 * i18next for es-AR. The `common` namespace ships with the shell; each feature registers its own
 * namespace when its (lazy) code loads, so the logged-out home page does not carry every text.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '@locales/es-AR/common.json';
import { LOCALE } from './locale';

export { LOCALE, TIME_ZONE } from './locale';

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: LOCALE,
  ns: ['common'],
  defaultNS: 'common',
  resources: { [LOCALE]: { common } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a feature's namespace (idempotent). Call it at the top of the feature's lazy module. */
export function registerNamespace(ns: string, resources: Record<string, unknown>): void {
  if (!i18n.hasResourceBundle(LOCALE, ns)) i18n.addResourceBundle(LOCALE, ns, resources, true, false);
}
