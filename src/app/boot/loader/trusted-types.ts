/**
 * Trusted Types (the CSP's require-trusted-types-for 'script'): the app's one policy, created here,
 * first. The policy object never leaves this module: the app gets two narrow uses of it (script URLs
 * of its own origin, the API's or https; an inert parse of HTML that only text is read from), through
 * the hand-over (src/shared/boot/handoff.ts bootTrust, src/shared/lib/trusted-types.ts).
 */
import type { BootHandoff } from '@/shared/boot/handoff';
import { apiBase } from './page';

interface Policy {
  createScriptURL(url: string): string;
  createHTML(html: string): string;
}

export function createTrust(builtApiBase: string): NonNullable<BootHandoff['trust']> {
  const w: Window & { trustedTypes?: { createPolicy(name: string, rules: Policy): Policy } } = window;
  let policy: Policy | null = null;
  try {
    policy =
      w.trustedTypes?.createPolicy('flechazo', {
        createScriptURL: (url) => {
          const u = new URL(url, window.location.href);
          const api = apiBase(builtApiBase);
          if (u.origin === window.location.origin || u.protocol === 'https:' || (api && u.origin === new URL(api).origin)) return u.href;
          throw new TypeError('script URL not allowed: ' + url);
        },
        createHTML: (html) => html,
      }) ?? null;
  } catch {
    policy = null; // a page whose CSP names no such policy: plain values (refused only if Trusted Types are enforced)
  }
  return {
    scriptURL: (url) => (policy ? policy.createScriptURL(url) : url),
    parseHTML: (html) => new DOMParser().parseFromString(policy ? policy.createHTML(html) : html, 'text/html'),
  };
}
