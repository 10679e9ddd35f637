import type { AppStore } from '@/app/public';
import { whenIdle } from '@/shared/lib/idle';
import { trustedScriptURL } from '@/shared/lib/trusted-types';

/**
 * PWA-01: registers /sw.js a few seconds after load, when idle (production builds only), off the critical path:
 * workbox-window and the update saga arrive in their own chunk.
 */
export function registerServiceWorker(store: AppStore): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const [{ Workbox }, { pwaSaga }] = await Promise.all([
      import(/* webpackChunkName: "pwa" */ 'workbox-window'),
      import(/* webpackChunkName: "pwa" */ './sagas'),
    ]);
    const wb = new Workbox(trustedScriptURL('/sw.js'));
    store.injectSaga('pwa', function* pwa() {
      yield* pwaSaga(wb, () => window.location.reload()) as Generator;
    });
    await wb.register();
  };
  // After load, when the main thread is idle: the precache download must not compete with first use.
  const later = () => window.setTimeout(() => void whenIdle({ fallbackMs: 2000 }).then(start), 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
