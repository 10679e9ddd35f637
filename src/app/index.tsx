/** Boot: router, store (with the router as navigation service), render, service worker. */
import './styles/tokens.css';
import './styles/base.css';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { routerNavigator } from './navigation';
import { routes } from './router/routes';
import { makeStore } from './store/make-store';
import { registerServiceWorker } from '@/features/pwa/register-sw';
import { getHttp } from '@/api/http';

// Start fetching the HTTP client now, in parallel with the first render.
void getHttp();

const router = createBrowserRouter(routes);
const store = makeStore({ nav: routerNavigator(router) });

const el = document.getElementById('root');
if (el) createRoot(el).render(<App store={store} router={router} />);

registerServiceWorker(store);
