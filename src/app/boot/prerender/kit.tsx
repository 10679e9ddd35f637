/**
 * What every build-time render shares (../prerender.tsx): the app's route table, layout, store and
 * locales rendered at a path after some actions, and a signed-in member the app knows nothing of.
 * Nothing runs here: the store has no saga middleware (it starts no feature saga).
 */
import { configureStore, type Action } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '@/shared/i18n';
import { preloadMatchedScreens } from '@/app/router/lazy-screen';
import { routes } from '@/app/router/routes';
import { createMemoryAppRouter } from '@/app/router/app-router';
import { RouterView } from '@/app/router/RouterView';
import { rootReducer } from '@/app/store/root-reducer';
import type { AppStore, RootState } from '@/store';
import { authenticated, toMe } from '@/features/session';

const noop = () => undefined;

/** Loads the code (and locales) of the screens `path` shows, as the app's router does before it renders them. */
export const preloadScreensAt = (path: string) => preloadMatchedScreens(routes, { pathname: path });

/** The app's markup at `path` (with its query) once `actions` are in its store, locations loaded. */
export async function renderAt(path: string, actions: Action[]): Promise<string> {
  await preloadScreensAt(path.split('?')[0] ?? path);
  const preloaded: Partial<RootState> = { locations: { status: 'loaded', provinces: [] } };
  const store = Object.assign(
    configureStore({ reducer: rootReducer, preloadedState: preloaded as RootState, middleware: (d) => d({ thunk: false }) }),
    { startSaga: noop, runSaga: noop, stopSagas: noop, rootTask: null },
  ) as unknown as AppStore;
  for (const a of actions) store.dispatch(a);

  const router = createMemoryAppRouter(routes, [path]);
  return renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterView router={router} />
      </I18nextProvider>
    </Provider>,
  );
}

/** A member the app knows nothing of (every field its fallback), signed in. */
export const signedIn = () =>
  authenticated({
    token: 'prerender',
    recoveryToken: null,
    me: toMe({}),
    counters: { visits: 0, matches: 0, messages: 0 },
    realtime: null,
    webPushPublicKey: null,
  });
