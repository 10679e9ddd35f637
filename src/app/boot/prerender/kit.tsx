/**
 * What every build-time render shares (../prerender.tsx): the app's route table, layout, store and
 * locales rendered at a path after some actions, and a signed-in member the app knows nothing of.
 * Nothing runs here: the store has no saga middleware (it starts no feature saga).
 */
import { configureStore, type Action } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
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
import { authenticated, sessionRefreshed, toMe } from '@/features/session';
import { SHELL_MESSAGE_SAMPLES } from '../static-shell';

const noop = () => undefined;

/** Loads the code (and locales) of the screens `path` shows, as the app's router does before it renders them. */
export const preloadScreensAt = (path: string) => preloadMatchedScreens(routes, { pathname: path });

/** The app's toolbar's messages button (SHELL-49): a link with no link inside it. */
const MESSAGES_BUTTON = /<a [^>]*data-testid="toolbar-messages"[^>]*>[\s\S]*?<\/a>/;

/**
 * The app's markup at `path` (with its query) once `actions` are in its store, locations loaded (inside
 * `wrap`, a provider of a screen's build-time render, if any). A
 * signed-in member's toolbar carries the shell's samples (../static-shell.ts) that the boot loader
 * keeps or removes for the member of the session answer (../loader/shell.ts): the member plays the like
 * game, and the messages button follows as the app renders it for each of SHELL_MESSAGE_SAMPLES' counts.
 */
export async function renderAt(path: string, actions: Action[], wrap: (app: ReactElement) => ReactElement = (app) => app): Promise<string> {
  const [html, ...samples] = await Promise.all(SHELL_MESSAGE_SAMPLES.map((messages) => renderOnce(path, actions, messages, wrap)));
  if (html === undefined || !html.includes('data-testid="toolbar"')) return html ?? '';
  const buttons = [html, ...samples].map((h) => MESSAGES_BUTTON.exec(h)?.[0]);
  const [button] = buttons;
  if (!button || buttons.some((b) => !b) || !html.includes(`aria-label="${i18n.t('toolbar.likeGame')}"`))
    throw new Error('prerender: the toolbar did not render');
  return html.replace(button, buttons.join(''));
}

async function renderOnce(path: string, actions: Action[], messages: number, wrap: (app: ReactElement) => ReactElement): Promise<string> {
  await preloadScreensAt(path.split('?')[0] ?? path);
  const preloaded: Partial<RootState> = { locations: { status: 'loaded', provinces: [] } };
  const store = Object.assign(
    configureStore({ reducer: rootReducer, preloadedState: preloaded as RootState, middleware: (d) => d({ thunk: false }) }),
    { startSaga: noop, runSaga: noop, stopSagas: noop, rootTask: null },
  ) as unknown as AppStore;
  for (const a of actions) store.dispatch(a);
  const { me, counters } = store.getState().session;
  if (me)
    store.dispatch(
      sessionRefreshed({ me: { ...me, likeGame: true }, counters: { ...counters, messages }, realtime: null, webPushPublicKey: null }),
    );

  const router = createMemoryAppRouter(routes, [path]);
  return renderToStaticMarkup(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{wrap(<RouterView router={router} />)}</I18nextProvider>
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
