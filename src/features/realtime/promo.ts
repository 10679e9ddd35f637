/**
 * Where a promotional image leads (RT-14, OPEN-30): a link with the paywall placeholder opens the
 * paywall, 'recomendados' goes to the recommended page, a same-site path is navigated, an allow-listed
 * host opens in a new tab, and anything else is not followed.
 */
import { leadsToRecommended } from '@/features/paywall';
import { config } from '@/shared/config/env';
import { track } from '@/shared/analytics';

export const PAYWALL_PLACEHOLDER = '{paywall}';

/** Hosts a promotion may send the member to (besides the app itself and its API host). */
export const PROMO_HOST_ALLOW_LIST = ['flechazo.ar', 'www.flechazo.ar', 'ayuda.flechazo.ar'];

export type PromoTarget =
  { kind: 'paywall'; promo: string | null } | { kind: 'path'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

export function promoTarget(
  link: string,
  appOrigin: string = typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
): PromoTarget {
  const l = link.trim();
  if (!l) return { kind: 'none' };
  // PAY-36: 'recomendados' goes to the recommended page instead of the paywall.
  if (leadsToRecommended(l)) return { kind: 'path', to: '/recomendados' };
  if (l.includes(PAYWALL_PLACEHOLDER)) {
    const q = l.split('?')[1] ?? '';
    const params = new URLSearchParams(q);
    return { kind: 'paywall', promo: params.get('promo') ?? params.get('idabono') };
  }
  if (l.startsWith('/') && !l.startsWith('//')) return { kind: 'path', to: l };
  let url: URL;
  try {
    url = new URL(l);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  if (url.origin === appOrigin) return { kind: 'path', to: `${url.pathname}${url.search}${url.hash}` };
  let apiHost = '';
  try {
    apiHost = new URL(config.apiBaseUrl).host;
  } catch {
    apiHost = '';
  }
  if (url.protocol === 'https:' && (PROMO_HOST_ALLOW_LIST.includes(url.hostname) || url.host === apiHost))
    return { kind: 'external', url: url.href };
  if (url.host === apiHost) return { kind: 'external', url: url.href };
  return { kind: 'none' };
}

/** GA events go to the tag manager's data layer when it is present (RT-14). */
export function trackGa(event: string): void {
  track({ event });
}
