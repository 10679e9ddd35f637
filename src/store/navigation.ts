/**
 * The navigation service. Sagas navigate through it (injected via saga context 'nav'); components use
 * react-router's own links. Backed by the app router (router/app-router.ts): the browser history in the app, a memory history in tests.
 */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  /** react-router's history key: 'default' for the entry the app was opened on. */
  key?: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /**
   * A navigation no open dialog stops (SHELL-31 stops every other): each dialog is told and closes, and
   * the member goes on. Only where the app must leave the screen: the server-error screen (API-12) and
   * a logout (AUTH-64).
   */
  force?: boolean;
}

export interface Navigator {
  navigate(to: string, opts?: NavigateOptions): void;
  back(): void;
  location(): NavLocation;
}

interface RouterLike {
  navigate(to: string | number, opts?: NavigateOptions): Promise<void> | void;
  state: { location: NavLocation };
}

export function routerNavigator(router: RouterLike): Navigator {
  return {
    navigate: (to, opts) => void router.navigate(to, opts),
    back: () => void router.navigate(-1),
    location: () => router.state.location,
  };
}

/** Returns the current path with the given query params set (null deletes) — how modals open (SHELL-29). */
export function withQuery(loc: NavLocation, params: Record<string, string | null>): string {
  const q = new URLSearchParams(loc.search);
  for (const [k, v] of Object.entries(params)) {
    if (v === null) q.delete(k);
    else q.set(k, v);
  }
  const s = q.toString();
  return `${loc.pathname}${s ? `?${s}` : ''}${loc.hash}`;
}

/** Browser services that sagas use, injected via saga context 'browser' so tests can observe them. */
export interface BrowserServices {
  /** Full page load of a path (API-15 'Volver' reloads '/'). */
  reload(path: string): void;
  openWindow(url: string, name: string, features?: string): Window | null;
}

export const realBrowser: BrowserServices = {
  reload: (path) => window.location.assign(path),
  openWindow: (url, name, features) => window.open(url, name, features),
};
