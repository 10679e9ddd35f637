import { lazy, Suspense, useDeferredValue, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store';
import { selectLocationsReady } from '@/features/locations';
import { selectSessionOffline, selectSessionStatus } from '@/features/session';
import { releaseStaticPreview, staticPreviewStandsFor } from '@/shared/boot/handoff';
import { DocumentTitle } from './DocumentTitle';
import { DialogHosts, LandscapeOverlay, Splash, UpdatePrompt } from '@/features/shell';

/** The installed app opened with no connection (issue 20): its own small chunk, precached. */
const OfflineStart = lazy(() => import(/* webpackChunkName: "pwa-screens" */ '@/features/pwa/screens/OfflineStart'));

/**
 * SHELL-53: the app stays behind the branded splash until the locations have loaded (and a stored
 * session has been restored), never a blank page.
 */
export function RootLayout() {
  const locationsReady = useAppSelector(selectLocationsReady);
  const status = useAppSelector(selectSessionStatus);
  const ready = locationsReady && status !== 'restoring';
  // The app's first screen renders as a transition behind the splash: React builds it in short slices
  // instead of one long task when the locations or the restored session arrive.
  const shown = useDeferredValue(ready);
  // The installed app opened with no connection: the offline start instead of an endless splash.
  const offline = useAppSelector(selectSessionOffline);
  const offlineStart = status === 'restoring' && offline;
  // A static first screen the boot loader may show (the member's dashboard) stands in for its own
  // route only, which releases it once its content is in (the dashboard's cards): any other first
  // screen takes its place at once.
  const { pathname, search } = useLocation();
  const shownScreen = offlineStart || (ready && shown);
  const standsIn = status === 'authenticated' && staticPreviewStandsFor(pathname + search);
  useLayoutEffect(() => {
    if (shownScreen && !standsIn) releaseStaticPreview();
  }, [shownScreen, standsIn]);
  if (offlineStart)
    return (
      <Suspense fallback={<Splash />}>
        <OfflineStart />
      </Suspense>
    );
  if (!ready || !shown) return <Splash />;
  return (
    <div data-testid="app-ready" className="app-root">
      <DocumentTitle />
      <Outlet />
      <DialogHosts />
      <UpdatePrompt />
      <LandscapeOverlay />
    </div>
  );
}
