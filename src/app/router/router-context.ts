/**
 * What features may know of the router beyond react-router's hooks (exported through @/app/public): the
 * current screen's title key (from the route table's handles) and holding navigation while a dialog is
 * open. No import of the route table here: features reach this module, the table imports features.
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AppRouter } from './app-router';
import type { RouteHandle } from './route-handle';

export interface RouterContextValue {
  router: AppRouter;
  matches: readonly { route: RouteObject }[];
}

export const AppRouterContext = createContext<RouterContextValue | null>(null);

/** The deepest matched route's title key (the toolbar's title and document.title, OPEN-24). */
export function screenTitleKey(matches: readonly { route: RouteObject }[]): string | undefined {
  return [...matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean);
}

export function useScreenTitleKey(): string | undefined {
  return screenTitleKey(useContext(AppRouterContext)?.matches ?? []);
}

/**
 * While `active`, every navigation (links, sagas, Back) is stopped and `onBlocked` runs instead — how an
 * open dialog closes on Back without the route changing (SHELL-31). `onBlocked` answers `false` when its
 * dialog is already closed (a button closed it and a saga navigates in the same tick): that navigation
 * goes through.
 */
export function useNavigationBlocker(active: boolean, onBlocked: () => boolean | void): void {
  const router = useContext(AppRouterContext)?.router;
  const latest = useRef(onBlocked);
  useEffect(() => {
    latest.current = onBlocked;
  });
  useEffect(() => {
    if (!active || !router) return;
    return router.block(() => latest.current());
  }, [active, router]);
}
