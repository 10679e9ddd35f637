/**
 * Application configuration: build-time values (webpack injects __APP_CONFIG__ from .env / .env.example)
 * overridden key by key by the optional runtime file /runtime-config.js (window.__FLECHAZO_CONFIG__),
 * so one build can target any API.
 */
export interface RawConfig {
  APP_NAME: string;
  APP_VERSION: string;
  BUILD_STAMP: string;
  API_BASE_URL: string;
  PUSHER_KEY: string;
  PUSHER_CLUSTER: string;
  PUSHER_HOST: string;
  PUSHER_PORT: string;
  PUSHER_FORCE_TLS: string;
  REALTIME_AUTH_ENDPOINT: string;
  FACEBOOK_APP_ID: string;
  GTM_ID: string;
  IMAGE_HOST: string;
  LOCATIONS_URL: string;
  HELP_CENTER_URL: string;
  TERMS_URL: string;
  PRIVACY_URL: string;
  SOCIAL_INSTAGRAM_URL: string;
  SOCIAL_FACEBOOK_URL: string;
  SUPPORT_CONTACT: string;
  SPECIAL_NOTICE_USER_ID: string;
  SPECIAL_MATCHING_USER_ID: string;
  PAYMENT_PROVIDER_URL: string;
  PAYMENT_SANDBOX: string;
  TAG_SUGGEST_FILMS_URL: string;
  TAG_SUGGEST_MUSIC_URL: string;
  TAG_SUGGEST_BOOKS_URL: string;
  URL_ALLOW_HTTP: string;
  PROMO_HOSTS: string;
  PAYMENT_HOSTS: string;
}

declare const __APP_CONFIG__: RawConfig;
declare global {
  interface Window {
    __FLECHAZO_CONFIG__?: Partial<RawConfig>;
  }
}

export interface AppConfig {
  appName: string;
  appVersion: string;
  buildStamp: string;
  apiBaseUrl: string;
  pusher: { key: string; cluster: string; host: string; port: number | null; forceTLS: boolean; authEndpoint: string };
  facebookAppId: string;
  gtmId: string;
  imageHost: string;
  locationsUrl: string;
  helpCenterUrl: string;
  termsUrl: string;
  privacyUrl: string;
  social: { instagram: string; facebook: string };
  supportContact: string;
  /**
   * OPEN-02: the special notice and matching users' fixed ids, set per environment; null when not set
   * (no member is a system user by id then: real members 1 and 2 are members).
   */
  specialUsers: { noticeId: number | null; matchingId: number | null };
  /** OPEN-32, OPEN-33: the payment provider's script and the card payment's sandbox flag. */
  payments: { providerUrl: string; sandbox: boolean };
  /** OPEN-12: one URL template per tag-suggestion source ('{q}' is the typed text); '' = free text. */
  tagSuggest: { films: string; music: string; books: string };
  /** URLs taken from data (src/shared/lib/safe-url.ts): extra notice-link and payment hosts, and plain http (dev/demo only). */
  urls: { allowHttp: boolean; promoHosts: string[]; paymentHosts: string[] };
}

const hosts = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/** A configured member id: a positive whole number, else null (unset, empty, 0 or anything else). */
function memberId(v: string | undefined): number | null {
  const text = (v ?? '').trim();
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function toConfig(raw: RawConfig): AppConfig {
  const port = Number.parseInt(raw.PUSHER_PORT, 10);
  return {
    appName: raw.APP_NAME || 'Flechazo',
    appVersion: raw.APP_VERSION || '1.2.0',
    buildStamp: raw.BUILD_STAMP,
    apiBaseUrl: raw.API_BASE_URL.replace(/\/$/, ''),
    pusher: {
      key: raw.PUSHER_KEY,
      cluster: raw.PUSHER_CLUSTER || 'mt1',
      host: raw.PUSHER_HOST,
      port: Number.isFinite(port) ? port : null,
      forceTLS: raw.PUSHER_FORCE_TLS !== 'false',
      authEndpoint: raw.REALTIME_AUTH_ENDPOINT,
    },
    facebookAppId: raw.FACEBOOK_APP_ID,
    gtmId: raw.GTM_ID,
    imageHost: raw.IMAGE_HOST.replace(/\/$/, ''),
    locationsUrl: raw.LOCATIONS_URL,
    helpCenterUrl: raw.HELP_CENTER_URL,
    termsUrl: raw.TERMS_URL,
    privacyUrl: raw.PRIVACY_URL,
    social: { instagram: raw.SOCIAL_INSTAGRAM_URL, facebook: raw.SOCIAL_FACEBOOK_URL },
    supportContact: raw.SUPPORT_CONTACT,
    specialUsers: { noticeId: memberId(raw.SPECIAL_NOTICE_USER_ID), matchingId: memberId(raw.SPECIAL_MATCHING_USER_ID) },
    payments: {
      providerUrl: raw.PAYMENT_PROVIDER_URL || `${raw.API_BASE_URL.replace(/\/$/, '')}/demo/payment-provider.js`,
      sandbox: raw.PAYMENT_SANDBOX === 'true',
    },
    tagSuggest: { films: raw.TAG_SUGGEST_FILMS_URL ?? '', music: raw.TAG_SUGGEST_MUSIC_URL ?? '', books: raw.TAG_SUGGEST_BOOKS_URL ?? '' },
    urls: {
      allowHttp: raw.URL_ALLOW_HTTP === 'true',
      promoHosts: hosts(raw.PROMO_HOSTS),
      paymentHosts: hosts(raw.PAYMENT_HOSTS),
    },
  };
}

function readRaw(): RawConfig {
  const runtime = typeof window !== 'undefined' ? (window.__FLECHAZO_CONFIG__ ?? {}) : {};
  const merged = { ...__APP_CONFIG__ };
  for (const [k, v] of Object.entries(runtime)) {
    if (typeof v === 'string' && k in merged) merged[k as keyof RawConfig] = v;
  }
  return merged;
}

export const config: AppConfig = toConfig(readRaw());

/** OPEN-02: whether `userId` is one of the configured special (notice, matching) users; never when none is set. */
export function isSpecialUserId(userId: number): boolean {
  const { noticeId, matchingId } = config.specialUsers;
  return (noticeId !== null && userId === noticeId) || (matchingId !== null && userId === matchingId);
}

/** The version string shown in the side menu (SHELL-42): version plus build stamp. */
export const versionString = `${config.appVersion} (${config.buildStamp})`;
