/**
 * Build-time render of the visitor's home page (webpack.config.js runs this bundle in Node and puts the
 * markup in index.html's <template id="static-home">; see ./loader.ts). It renders the app's own route
 * table, layout, HomeScreen and locales, so the static page is the app's first render, not a copy:
 * the app later renders the same DOM over it.
 *
 * Nothing runs here: the store has no saga middleware (useFeatureSaga's injection is a no-op) and is
 * preloaded as the app's state is when the home shows — locations in, no session.
 */
import { configureStore } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@/shared/i18n';
import { preloadMatchedScreens } from '@/app/router/lazy-screen';
import { routes } from '@/app/router/routes';
import { createMemoryAppRouter } from '@/app/router/app-router';
import { RouterView } from '@/app/router/RouterView';
import { rootReducer, type RootState } from '@/app/store/root-reducer';
import type { AppStore } from '@/app/store/make-store';

const noop = () => undefined;

export async function renderStaticHome(): Promise<string> {
  await preloadMatchedScreens(routes, { pathname: '/' });
  const preloaded: Partial<RootState> = { locations: { status: 'loaded', provinces: [] } };
  const store = Object.assign(
    configureStore({ reducer: rootReducer, preloadedState: preloaded as RootState, middleware: (d) => d({ thunk: false }) }),
    { injectSaga: noop, runSaga: noop, stopSagas: noop, rootTask: null },
  ) as unknown as AppStore;

  const router = createMemoryAppRouter(routes, ['/']);
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterView router={router} />
      </I18nextProvider>
    </Provider>,
  );
  if (!html.includes('data-testid="home"')) throw new Error('prerender: the home page did not render');
  return html;
}
