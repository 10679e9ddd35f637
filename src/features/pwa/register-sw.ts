import { defineFeature, type AppStore } from '@/store';
import { updateAccepted } from '@/features/shell';
import { setUpdateApplier } from '@/shared/lib/app-update';
import { whenIdle } from '@/shared/lib/idle';
import { trustedScriptURL } from '@/shared/lib/trusted-types';

/**
 * PWA-01: registers /sw.js a few seconds after load, when idle (production builds only), off the critical path:
 * workbox-window and the update saga arrive in their own chunk. The update flow (sagas.ts) watches the
 * registration itself (update-worker.ts).
 */
export function registerServiceWorker(store: AppStore): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // The connection coming back before the update flow starts (a member offline in the app's first
  // seconds) is remembered: the flow then checks for a new version at once.
  let wentOnline = false;
  const onOnline = () => {
    wentOnline = true;
  };
  window.addEventListener('online', onOnline);
  const start = async () => {
    const [{ Workbox }, { pwaSaga }, { registrationWorker }, facts] = await Promise.all([
      import(/* webpackChunkName: "pwa" */ 'workbox-window'),
      import(/* webpackChunkName: "pwa" */ './sagas'),
      import(/* webpackChunkName: "pwa" */ './update-worker'),
      import(/* webpackChunkName: "pwa" */ './precache-facts'),
    ]);
    // Before registering: the worker's install reads them to decide on its lazy part (data saver).
    await facts.storePrecacheFacts();
    const wb = new Workbox(trustedScriptURL('/sw.js'));
    // From here the flow hears it (started synchronously below); a failed registration leaves no listener.
    const reg = await wb.register().finally(() => window.removeEventListener('online', onOnline));
    if (!reg) return;
    facts.watchPrecacheFacts(reg);
    const worker = registrationWorker(reg);
    const checkFirst = wentOnline;
    // The update flow is a feature no component opens: the registration starts it, in the app's store.
    store.startSaga(
      defineFeature({
        name: 'pwa',
        ns: 'pwa',
        saga: function* pwa() {
          yield* pwaSaga(worker, () => window.location.reload(), { checkFirst }) as Generator;
        },
      }),
    );
    // A screen whose code is gone after a deploy moves to the new version through the same flow.
    setUpdateApplier(() => store.dispatch(updateAccepted()));
  };
  // After load, when the main thread is idle: the precache download must not compete with first use.
  const later = () => window.setTimeout(() => void whenIdle({ fallbackMs: 2000 }).then(start), 3000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
