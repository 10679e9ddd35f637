/**
 * The one analytics module (PWA-12): every event goes to the tag-manager data layer (window.dataLayer)
 * through `track`, stripped of personal data (no e-mail, no names, no message text). The data layer is a
 * plain array on the page; the tag-manager script that reads it loads only when a tag-manager id
 * (GTM_ID) is configured, and only after the first screen (`startTagManager`, called by the app's boot
 * once the first screen has rendered and the browser is idle): it never delays the first screen.
 */
import { config } from '@/shared/config/env';
import { trustedScriptURL } from '@/shared/lib/trusted-types';

/** PWA-12's events, by the names the data layer receives. */
export const ANALYTICS_EVENTS = {
  like: 'like',
  dislike: 'dislike',
  profileView: 'profile_view',
  chat: 'chat',
  registration: 'registration',
  description: 'description',
  photoUpload: 'photo_upload',
  postRegistration: 'post_registration',
  match: 'match',
  payment: 'payment',
  scroll: 'scroll',
  webPush: 'webpush',
  addToHomeScreen: 'add_to_home_screen',
  skip: 'skip',
} as const;

export type AnalyticsEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Keys that may carry personal data: never sent, whatever the caller passes. */
const PERSONAL_KEYS =
  /^(e-?mail|mail|password|pass|token|recovery_token|nick(name)?|name|username|user_?name|first_?name|last_?name|phone|tel|text|texto|message|mensaje|body|description|descripcion|address|birth(day|date)?|dni|card|cvv)$/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const MAX_STRING = 64;

function cleanValue(v: unknown): unknown {
  if (typeof v === 'string') return EMAIL.test(v) || v.length > MAX_STRING ? undefined : v;
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return v;
  if (Array.isArray(v)) return undefined;
  if (typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (PERSONAL_KEYS.test(k)) continue;
      const c = cleanValue(x);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return undefined;
}

/** The event as the data layer gets it: personal keys dropped, e-mail-like or long strings dropped. */
export function sanitize(e: AnalyticsEvent): AnalyticsEvent {
  const out = (cleanValue(e) ?? {}) as Record<string, unknown>;
  return { ...out, event: e.event };
}

/** Pushes one event (e.g. {event: 'like', id: 12}) to the data layer. */
export function track(e: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(sanitize(e));
}

let injected = false;

/** Loads the tag-manager script, once, when an id is configured (after the first screen). */
export function startTagManager(): boolean {
  const id = config.gtmId;
  if (!id || injected || typeof document === 'undefined') return false;
  injected = true;
  (window.dataLayer ??= []).unshift({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const s = document.createElement('script');
  s.async = true;
  s.src = trustedScriptURL(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
  document.head.appendChild(s);
  return true;
}
