/**
 * What features may know of the router beyond react-router's hooks (exported through @/store): the
 * current screen's title key (from the route table's handles). Holding navigation while a dialog is open
 * is the router's `block`, which dialogs reach through @/shared/ui/navigation-hold (SHELL-31). No import
 * of the route table here: features reach this module, the table imports features.
 */
import { createContext, useContext } from 'react';
import type {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  Location,
  Navigator as RouterNavigator,
  RouteObject,
  To,
} from 'react-router-dom';
import type { RouteHandle } from './route-handle';

type History = ReturnType<typeof createBrowserHistory>;
export type HistoryAction = History['action'];

export interface AppRouterState {
  location: Location;
  historyAction: HistoryAction;
}

export interface AppRouter {
  readonly routes: RouteObject[];
  /** The current location, updated synchronously by every navigation. */
  readonly state: AppRouterState;
  /** `force`: no dialog stops it (each open one is told, and closes): the server-error screen, a logout. */
  navigate(to: To | number, opts?: { replace?: boolean; state?: unknown; force?: boolean }): Promise<void>;
  subscribe(listener: (state: AppRouterState) => void): () => void;
  /**
   * While a blocker is registered every navigation is stopped (Back is undone) and the newest blocker is
   * told. A blocker that answers `false` has nothing open any more (its dialog closed a moment ago, before
   * React removed the blocker): it lets the navigation through to the next one.
   */
  block(onBlocked: () => boolean): () => void;
  /** What `<Router navigator>` and so Link, NavLink and useNavigate use: the same blocking applies. */
  readonly navigator: RouterNavigator;
}

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
