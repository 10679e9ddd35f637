import { useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { selectLocationsReady } from '@/features/locations';
import { selectSessionStatus } from '@/features/session';
import { DocumentTitle } from './DocumentTitle';
import { DialogHosts, LandscapeOverlay, Splash, UpdatePrompt } from '@/features/shell';

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
