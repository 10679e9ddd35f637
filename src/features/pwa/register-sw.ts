import type { AppStore } from '@/app/store/make-store';

/**
 * PWA-01: registers /sw.js after the page has loaded (production builds only), off the critical path:
 * workbox-window and the update saga arrive in their own chunk.
 */
export function registerServiceWorker(store: AppStore): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const [{ Workbox }, { pwaSaga }] = await Promise.all([
      import(/* webpackChunkName: "pwa" */ 'workbox-window'),
      import(/* webpackChunkName: "pwa" */ './sagas'),
    ]);
    const wb = new Workbox('/sw.js');
    store.injectSaga('pwa', function* pwa() {
      yield* pwaSaga(wb, () => window.location.reload()) as Generator;
    });
    await wb.register();
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
