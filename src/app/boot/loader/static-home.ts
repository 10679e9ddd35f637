/**
 * A visitor on a bare '/' (decision 04): the home page arrives as static HTML (prerendered at build
 * time from the same HomeScreen and locales, <template id="static-home">) once runtime-config.js, the
 * page and the location list (SHELL-53) are in, and no app JavaScript runs until the visitor presses
 * a link or button on it. That press boots the app, which renders the same home over the static one
 * and then receives the press again (src/shared/boot/handoff.ts replayStaticPress). Links opened in a
 * new tab and external links are left to the browser. A runtime override of what the home shows, or
 * no location list, boots the app instead.
 */
import type { BootHandoff } from '@/shared/boot/handoff';
import { markPressed, PRESSABLE } from '@/shared/boot/press';
import { overridden, readStored, whenParsed } from './page';
import type { AppScripts } from './scripts';
import type { LoaderConfig } from './settings';

export function showStaticHome(boot: BootHandoff, cfg: LoaderConfig, scripts: AppScripts, scriptURL: (url: string) => string): void {
  const configRan = new Promise<void>((resolve) => scripts.afterConfig(resolve));
  void Promise.all([configRan, whenParsed()]).then(() => boot.locations?.then(reveal));

  function reveal(locations: unknown[] | null) {
    const root = document.getElementById('root');
    const tpl = document.getElementById('static-home');
    if (boot.started || !root || !(tpl instanceof HTMLTemplateElement) || !locations || overridden(cfg.homeConfig)) {
      scripts.start();
      return;
    }
    root.replaceChildren(tpl.content.cloneNode(true));
    boot.staticHome = true;
    root.addEventListener(
      'click',
      (e) => {
        const t = e.target instanceof Element ? e.target.closest(PRESSABLE) : null;
        if (!boot.staticHome || !t || !root.contains(t)) return;
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        if (t.getAttribute('target') === '_blank') return;
        e.preventDefault();
        if (boot.replay >= 0) return; // one press is enough; the app is on its way
        boot.replay = Array.prototype.indexOf.call(root.querySelectorAll(PRESSABLE), t);
        markPressed(t);
        scripts.start();
      },
      true,
    );
    // Issue 33: a login in another tab is picked up when this tab gets the focus: with a stored session
    // now, the page starts again as a member's (the app restores it).
    const pickUp = () => {
      if (readStored(cfg.sessionKey) && !boot.started && document.visibilityState !== 'hidden') window.location.reload();
    };
    window.addEventListener('focus', pickUp);
    document.addEventListener('visibilitychange', pickUp);
    if (cfg.serviceWorker && 'serviceWorker' in navigator) {
      const register = () => {
        if (!boot.started) void navigator.serviceWorker.register(scriptURL(cfg.serviceWorker)).catch(() => undefined);
      };
      const later = () => window.setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(register) : register()), 3000);
      if (document.readyState === 'complete') later();
      else window.addEventListener('load', later, { once: true });
    }
  }
}
