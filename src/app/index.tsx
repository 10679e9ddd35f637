/** Boot: router, store (with the router as navigation service), render, service worker. */
import './styles/tokens.css';
import './styles/base.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { routerNavigator } from './navigation';
import { routes } from './router/routes';
import { preloadMatchedScreens } from './router/lazy-screen';
import { makeStore } from './store/make-store';
import { registerServiceWorker } from '@/features/pwa/register-sw';

const router = createBrowserRouter(routes);
// Fetch the opening screen's chunk now, in parallel with the locations, not after them.
preloadMatchedScreens(routes, window.location);
const store = makeStore({ nav: routerNavigator(router) });

const el = document.getElementById('root');
// The first render runs as a transition: React yields to the browser instead of one long task.
if (el) {
  const root = createRoot(el);
  startTransition(() => root.render(<App store={store} router={router} />));
}

registerServiceWorker(store);
