/**
 * The one analytics module: events go to the tag-manager data layer (window.dataLayer). Without a
 * tag-manager id (GTM_ID) every call is a no-op, so the demo and the tests send nothing anywhere.
 * The tag-manager script itself is injected on the first event, never in the initial bundle.
 */
import { config } from '@/shared/config/env';

export type AnalyticsEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let injected = false;

function ensureTagManager(id: string): void {
  if (injected || typeof document === 'undefined') return;
  injected = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const s = document.createElement('script');
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(s);
}

/** Pushes one event (e.g. {event: 'registration', soyBusco: 'H'}); nothing without GTM_ID. */
export function track(e: AnalyticsEvent): void {
  const id = config.gtmId;
  if (!id || typeof window === 'undefined') return;
  ensureTagManager(id);
  (window.dataLayer ??= []).push(e);
}
