/**
 * Every URL taken from data (an API answer, a realtime event, a push) is checked here before it becomes
 * an href, an img src or a window: a same-site URL is kept; otherwise only https (plain http too when
 * the configuration allows it, for development and the demo API). Images, notice links and payment URLs
 * must also be on a host of their kind's allow-list; a window or link the server decided on (a video
 * call, a system promotion's image and link) may be on any host (`safeServerUrl`). Anything else
 * (javascript:, data:, vbscript:, blob:, credentials in the URL, control characters, backslash tricks,
 * another host where a list applies) is dropped: the caller renders without the link, or the image's
 * fallback.
 */
import { config } from '@/shared/config/env';

export type UrlKind = 'image' | 'link' | 'payment';

export interface UrlPolicy {
  /** Allowed `host`s (with the port when it is not the default); null: any host. */
  hosts: readonly string[] | null;
  /** Also accept http: (https always is). */
  http: boolean;
  /** The app's origin: same-site URLs (relative paths included) are always accepted. */
  origin: string;
}

const appOrigin = (): string => (typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost');

/** The pure check: the absolute URL, or null when the policy does not allow it. */
export function checkUrl(raw: unknown, policy: UrlPolicy): string | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  // Control characters and backslashes are how scheme and host checks get fooled ('java\nscript:', '/\evil').
  // eslint-disable-next-line no-control-regex
  if (!s || s.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(s)) return null;
  // An absolute URL ('scheme:'), a protocol-relative one ('//host') or a rooted path ('/x'); never 'x/y'.
  if (!/^([a-z][a-z0-9+.-]*:|\/)/i.test(s)) return null;
  let u: URL;
  try {
    u = new URL(s, policy.origin);
  } catch {
    return null;
  }
  if (u.username || u.password) return null;
  if (u.origin === policy.origin) return u.href;
  if (u.protocol !== 'https:' && !(policy.http && u.protocol === 'http:')) return null;
  return policy.hosts === null || policy.hosts.includes(u.host) ? u.href : null;
}

const hostOf = (url: string): string[] => {
  try {
    return url ? [new URL(url).host] : [];
  } catch {
    return [];
  }
};

let lists: Record<UrlKind, string[]> | null = null;

/**
 * The allow-list of a kind: the API host always, plus the configured hosts of that kind. Links (a
 * notice's) also open the app's own site, where its help, terms and privacy pages are.
 */
export function allowedHosts(kind: UrlKind): readonly string[] {
  lists ??= (() => {
    const api = hostOf(config.apiBaseUrl);
    const site = [config.helpCenterUrl, config.termsUrl, config.privacyUrl].flatMap(hostOf);
    return {
      image: [...hostOf(config.imageHost), ...api],
      link: [...api, ...site, ...config.urls.promoHosts],
      payment: [...api, ...hostOf(config.payments.providerUrl), ...config.urls.paymentHosts],
    };
  })();
  return lists[kind];
}

/** The URL when it may be used as this kind (see the module's note), else null. */
export function safeUrl(raw: unknown, kind: UrlKind, origin: string = appOrigin()): string | null {
  return checkUrl(raw, { hosts: allowedHosts(kind), http: config.urls.allowHttp, origin });
}

/**
 * A URL the server decided on (a video call it allows or invites to, a system promotion's image and
 * link): https on any host (plain http only with URL_ALLOW_HTTP, for development and the demo API).
 * Never javascript:, data:, credentials in the URL or the other tricks checkUrl refuses.
 */
export function safeServerUrl(raw: unknown, origin: string = appOrigin()): string | null {
  return checkUrl(raw, { hosts: null, http: config.urls.allowHttp, origin });
}

/** A same-site URL as an in-app path ('/a?b#c'), or null. */
export function appPath(url: string, origin: string = appOrigin()): string | null {
  try {
    const u = new URL(url, origin);
    return u.origin === origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

/** A notice's link as the app uses it: an in-app path, an allowed absolute URL, or '' (no link). */
export function safeLink(raw: unknown, origin: string = appOrigin()): string {
  const url = safeUrl(raw, 'link', origin);
  return url === null ? '' : (appPath(url, origin) ?? url);
}
