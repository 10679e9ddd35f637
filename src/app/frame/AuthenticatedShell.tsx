import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useFeature } from '@/store';
import { pwaMemberFeature, PwaHost } from '@/features/pwa';
import { realtimeFeature } from '@/features/realtime';
import { menuClosed, SnackbarHost } from '@/features/shell';
import { SideMenu } from './SideMenu';
import { ToastHost } from './ToastHost';
import { Toolbar } from './Toolbar';
import { ScreenBoundary } from '@/shared/ui/ScreenBoundary';

/**
 * The member's frame: toolbar, side menu, routed screen, query-param modals and toasts. The app passes
 * its modal host in (the registry of every feature's modals is the app's, not the shell's).
 */
export default function AuthenticatedShell({ modals }: { modals: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // The frame opens the member's realtime connection and PWA saga before its children dispatch.
  useFeature(realtimeFeature);
  useFeature(pwaMemberFeature);
  // SHELL-43: the side menu closes on navigation.
  useEffect(() => {
    dispatch(menuClosed());
  }, [pathname, dispatch]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Toolbar />
      <SideMenu />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      {modals}
      {/* Overlays fed by realtime events and the service worker: a crash in one hides it, never the page. */}
      <ScreenBoundary quiet>
        <ToastHost />
      </ScreenBoundary>
      <ScreenBoundary quiet>
        <SnackbarHost />
      </ScreenBoundary>
      <ScreenBoundary quiet>
        <PwaHost />
      </ScreenBoundary>
    </div>
  );
}
