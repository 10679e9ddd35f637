/**
 * Where a promotional image leads (RT-14, OPEN-30): a link with the paywall placeholder opens the
 * paywall, 'recomendados' goes to the recommended page, a same-site path is navigated, an https link
 * on any host opens in a new tab (the server chose it: src/shared/lib/safe-url.ts safeServerUrl), and
 * anything else (javascript:, plain http outside development, credentials ...) is not followed.
 */
import { leadsToRecommended } from '@/features/paywall';
import { appPath, safeServerUrl } from '@/shared/lib/safe-url';
import { track } from '@/shared/analytics';

export const PAYWALL_PLACEHOLDER = '{paywall}';

export type PromoTarget =
  { kind: 'paywall'; promo: string | null } | { kind: 'path'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

export function promoTarget(
  link: unknown,
  appOrigin: string = typeof window !== 'undefined' ? window.location.origin : 'http://localhost',
): PromoTarget {
  const l = typeof link === 'string' ? link.trim() : '';
  if (!l) return { kind: 'none' };
  // PAY-36: 'recomendados' goes to the recommended page instead of the paywall.
  if (leadsToRecommended(l)) return { kind: 'path', to: '/recomendados' };
  if (l.includes(PAYWALL_PLACEHOLDER)) {
    const q = l.split('?')[1] ?? '';
    const params = new URLSearchParams(q);
    return { kind: 'paywall', promo: params.get('promo') ?? params.get('idabono') };
  }
  // The server's link, as for its video calls: https on any host (http only where the config allows it).
  const url = safeServerUrl(l, appOrigin);
  if (!url) return { kind: 'none' };
  const path = appPath(url, appOrigin);
  return path !== null ? { kind: 'path', to: path } : { kind: 'external', url };
}

/** GA events go to the tag manager's data layer when it is present (RT-14). */
export function trackGa(event: string): void {
  track({ event });
}
