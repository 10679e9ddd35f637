/**
 * Boot: router, store (with the router as navigation service), render, service worker.
 *
 * The entry chunk's modules are evaluated step by step (the `import()`s below are "eager": they are in
 * this chunk and fetch nothing), with a pause for the browser between steps. Evaluating React, the
 * router, the store and the texts, building the router and the store, and rendering are then several
 * short tasks instead of one long one that would hold up input and painting on a slow phone.
 */
import './styles/tokens.css';
import './styles/base.css';
import { isTakingOverStaticHome, replayStaticPress } from '@/shared/boot/handoff';
import type { AppStore } from '@/store';
import { captureInstallPrompt, registerServiceWorker } from '@/features/pwa/boot';
import { startTagManager } from '@/shared/analytics';
import { nextTask, whenIdle } from '@/shared/lib/idle';
import { watchDataSaver } from '@/shared/lib/data-saver';

// PWA-08: the browser's install event fires once, early: keep it before anything else runs.
captureInstallPrompt();
// The data saver's root class (cheap animations) from the first paint on.
watchDataSaver();

/** The boot loader adds the scripts in order, not deferred: the page may still be parsing. */
function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function locationsReady(store: AppStore): Promise<void> {
  const { selectLocationsReady } = await import(/* webpackMode: "eager" */ '@/features/locations');
  return new Promise((resolve) => {
    const check = () => {
      if (!selectLocationsReady(store.getState())) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/**
 * The libraries, evaluated one per step before the app's own modules (which import them). Each is
 * evaluated once: a later `import()` of the same module, or of a module that imports it, reuses it.
 */
const LIBRARY_STEPS: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager", webpackExports: ["createRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["createBrowserAppRouter"] */ './router/app-router'),
  () => import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ 'redux-saga'),
  () => import(/* webpackMode: "eager", webpackExports: ["i18n"] */ '@/shared/i18n'),
];

async function boot() {
  await domReady();
  for (const step of LIBRARY_STEPS) {
    await nextTask();
    await step();
  }
  await nextTask();
  const [{ createBrowserAppRouter }, { routes }, { preloadMatchedScreens }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["createBrowserAppRouter"] */ './router/app-router'),
    import(/* webpackMode: "eager", webpackExports: ["routes"] */ './router/routes'),
    import(/* webpackMode: "eager", webpackExports: ["preloadMatchedScreens"] */ './router/lazy-screen'),
  ]);
  await nextTask();
  const router = createBrowserAppRouter(routes);
  await nextTask();
  // Fetch the opening screen's chunk now, in parallel with the locations, not after them.
  const screens = preloadMatchedScreens(routes, router.state.location);
  await nextTask();
  const [{ makeStore }, { routerNavigator }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["makeStore"] */ './store/make-store'),
    import(/* webpackMode: "eager", webpackExports: ["routerNavigator"] */ '@/store/navigation'),
  ]);
  await nextTask();
  const store = makeStore({ nav: routerNavigator(router) });
  await nextTask();
  const [{ startTransition }, { flushSync }, { createRoot }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["startTransition"] */ 'react'),
    import(/* webpackMode: "eager", webpackExports: ["flushSync"] */ 'react-dom'),
    import(/* webpackMode: "eager", webpackExports: ["createRoot"] */ 'react-dom/client'),
  ]);
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  const el = document.getElementById('root');
  if (!el) return;
  const root = createRoot(el);
  const app = <App store={store} router={router} />;

  if (isTakingOverStaticHome()) {
    // The visitor pressed something on the static home: render the same home over it in one commit
    // (its chunk and the locations are in, so no splash or skeleton flashes), then press it again.
    await Promise.all([screens, locationsReady(store)]);
    flushSync(() => root.render(app));
    replayStaticPress(el);
  } else {
    // The first render runs as a transition: React yields to the browser instead of one long task.
    startTransition(() => root.render(app));
  }
  registerServiceWorker(store);
  // PWA-12: the tag manager (when an id is configured) only after the first screen, when idle.
  void whenIdle({ timeoutMs: 5000, fallbackMs: 3000 }).then(startTagManager);
}

void boot();
