/**
 * The app's uses of its one Trusted Types policy ('flechazo', created by the boot loader in index.html:
 * src/app/boot/loader/trusted-types.ts). The production CSP enforces `require-trusted-types-for 'script'`, so a plain
 * string given to a script sink (a <script>'s src, navigator.serviceWorker.register) or an HTML sink
 * (DOMParser) is refused. Without the loader (tests) or Trusted Types (other browsers), the plain value.
 * webpack's own chunk and worker URLs go through webpack's policy (output.trustedTypes), not this one.
 */
import { bootTrust } from '@/shared/boot/handoff';

/**
 * A script URL for a sink: the app's origin, the API's or an https URL (the CSP's script-src then
 * allows only the configured hosts). Typed as string: TypeScript's DOM types know no TrustedScriptURL.
 */
export function trustedScriptURL(url: string): string {
  const trust = bootTrust();
  return trust ? trust.scriptURL(url) : url;
}

/** HTML parsed into an inert document (no script runs, nothing loads); read its text, never insert it. */
export function parseInertHTML(html: string): Document {
  const trust = bootTrust();
  return trust ? trust.parseHTML(html) : new DOMParser().parseFromString(html, 'text/html');
}
