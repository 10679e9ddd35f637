import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { matchRoutes, Router, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/features/shell/screens/CrashScreen';
import type { AppRouter } from '@/store';
import { AppRouterContext } from '@/store';
import { NavigationHoldContext } from '@/shared/ui/navigation-hold';

function RouteTree({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The route table rendered for the app router's location. Navigations render as transitions (as
 * react-router's BrowserRouter does): the current screen stays until the next one's chunk is in. A
 * render error anywhere in the tree shows the crash screen until the member goes elsewhere.
 */
export function RouterView({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const off = router.subscribe((s) => startTransition(() => setState(s)));
    // A navigation between the first render and this subscription (a saga at boot) is not lost.
    setState(router.state);
    return off;
  }, [router]);
  const { location, historyAction } = state;
  const context = useMemo(() => ({ router, matches: matchRoutes(router.routes, location) ?? [] }), [router, location]);
  // Every dialog holds navigation through the router while it is open (SHELL-31, shared/ui/navigation-hold.ts).
  const hold = useMemo(() => (onBlocked: () => boolean) => router.block(onBlocked), [router]);
  return (
    <AppRouterContext.Provider value={context}>
      <NavigationHoldContext.Provider value={hold}>
        <Router location={location} navigationType={historyAction} navigator={router.navigator}>
          <RouteErrorBoundary resetKey={location.pathname}>
            <RouteTree routes={router.routes} />
          </RouteErrorBoundary>
        </Router>
      </NavigationHoldContext.Provider>
    </AppRouterContext.Provider>
  );
}
