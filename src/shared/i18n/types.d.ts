import type common from '@locales/es-AR/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common } & Record<string, Record<string, unknown>>;
  }
}
