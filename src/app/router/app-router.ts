/**
 * The app's router: react-router in declarative mode (`<Router>` + `useRoutes`) over a history object
 * that lives outside React, so sagas navigate and read the location synchronously (Navigator in
 * navigation.ts) and dialogs can hold navigation (`block`, which every dialog uses through
 * shared/ui/navigation-hold.ts, SHELL-31).
 *
 * Why not createBrowserRouter: its data router (loaders, actions, fetchers, revalidation) is ~17 KB gzip
 * of the first screen's JS and the app uses none of it; the histories below are the ones
 * react-router's own BrowserRouter and MemoryRouter use. `UNSAFE_` means react-router may change them
 * in any release: tests/unsafe-api.test.tsx pins what this file relies on (decision 36).
 */
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  NavigationType,
  type RouteObject,
  type To,
} from 'react-router-dom';
import type { AppRouter, AppRouterState } from '@/store';

type History = ReturnType<typeof createBrowserHistory>;

export function createAppRouter(routes: RouteObject[], history: History): AppRouter {
  let state: AppRouterState = { location: history.location, historyAction: history.action };
  const listeners = new Set<(s: AppRouterState) => void>();
  const blockers: (() => boolean)[] = [];
  let undoing = false;

  /** Tells the newest blocker that still holds; true when navigation is held. */
  const held = (): boolean => {
    for (let i = blockers.length - 1; i >= 0; i--) if (blockers[i]!()) return true;
    return false;
  };

  history.listen(({ action, delta }) => {
    if (undoing) {
      // The popstate of our own undo below: the location is the one already published.
      undoing = false;
      return;
    }
    // Back or Forward while held: step back to where the member was. (With no delta — an entry this
    // history did not create — there is nothing to step back to, so the move stands.)
    if (action === NavigationType.Pop && delta && held()) {
      undoing = true;
      history.go(-delta);
      return;
    }
    state = { location: history.location, historyAction: history.action };
    listeners.forEach((l) => l(state));
  });

  /** A navigation no dialog stops (the server-error screen, a logout): every holder is told, so its dialog closes. */
  const tellAll = (): false => {
    for (let i = blockers.length - 1; i >= 0; i--) blockers[i]!();
    return false;
  };

  const push = (to: To, st?: unknown) => void (held() || history.push(to, st));
  const replace = (to: To, st?: unknown) => void (held() || history.replace(to, st));

  return {
    routes,
    get state() {
      return state;
    },
    navigate(to, opts) {
      if (typeof to === 'number') history.go(to);
      else if (opts?.force) void (tellAll() || (opts.replace ? history.replace(to, opts.state) : history.push(to, opts.state)));
      else if (opts?.replace) replace(to, opts.state);
      else push(to, opts?.state);
      return Promise.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    block(onBlocked) {
      blockers.push(onBlocked);
      return () => {
        const i = blockers.lastIndexOf(onBlocked);
        if (i >= 0) blockers.splice(i, 1);
      };
    },
    navigator: {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push,
      replace,
    },
  };
}

/** The browser's history (the app). */
export const createBrowserAppRouter = (routes: RouteObject[]) => createAppRouter(routes, createBrowserHistory({ v5Compat: true }));

/** An in-memory history (tests and the build-time render of the home page). */
export const createMemoryAppRouter = (routes: RouteObject[], initialEntries: string[]) =>
  createAppRouter(routes, createMemoryHistory({ initialEntries, v5Compat: true }));
