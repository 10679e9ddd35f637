/** Boot: router, store (with the router as navigation service), render, service worker. */
import './styles/tokens.css';
import './styles/base.css';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { isTakingOverStaticHome, replayStaticPress } from './boot/handoff';
import { routerNavigator } from './navigation';
import { routes } from './router/routes';
import { preloadMatchedScreens } from './router/lazy-screen';
import { makeStore, type AppStore } from './store/make-store';
import { selectLocationsReady } from '@/features/locations/slice';
import { registerServiceWorker } from '@/features/pwa/register-sw';

/** The boot loader adds the scripts in order, not deferred: the page may still be parsing. */
function domReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

function locationsReady(store: AppStore): Promise<void> {
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

async function boot() {
  await domReady();
  const router = createBrowserRouter(routes);
  // Fetch the opening screen's chunk now, in parallel with the locations, not after them.
  const screens = preloadMatchedScreens(routes, window.location);
  const store = makeStore({ nav: routerNavigator(router) });
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
}

void boot();
