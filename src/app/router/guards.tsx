import { useContext, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/store';
import { selectIsAuthenticated } from '@/features/session';
import { selectServerError } from '@/features/shell';
import { ModalHost } from '@/app/modals/ModalHost';
import { lazyScreen } from './lazy-screen';
import { AUTH_HOME, AppRouterContext, PATHS } from '@/store';

const AuthenticatedShell = lazyScreen<{ modals: ReactNode }>(
  () => import(/* webpackChunkName: "app-shell" */ '@/app/frame/AuthenticatedShell'),
  null,
);

/**
 * A member on an entry route goes to the authenticated area — unless the address has already moved on.
 * Router navigations render as transitions, so right after a saga authenticates and navigates (the
 * registration's `/dashboard-recent?modal=post-register`, WIZ-01) this guard still renders once with the
 * old entry address; a plain `<Navigate>` then replaced the saga's destination with the bare dashboard
 * (issue 30). The redirect only runs while the router is still at the location this render saw.
 */
function ToMemberArea() {
  const router = useContext(AppRouterContext)?.router;
  const { key } = useLocation();
  useEffect(() => {
    if (router && router.state.location.key === key) void router.navigate(AUTH_HOME, { replace: true });
  }, [router, key]);
  return router ? null : <Navigate to={AUTH_HOME} replace />;
}

/** Public (entry) routes: a member goes to the authenticated area (AUTH-53, AUTH-56). */
export function PublicOnly() {
  const authed = useAppSelector(selectIsAuthenticated);
  const { pathname } = useLocation();
  // SHELL-44: page scroll is locked on the authentication screens (not on the scrolling home page).
  const lock = !authed && pathname !== PATHS.HOME;
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', lock);
    return () => document.body.classList.remove('scroll-locked');
  }, [lock]);
  if (authed) return <ToMemberArea />;
  return <Outlet />;
}

/**
 * Member routes: a visitor goes home (AUTH-54). While the server-error flag is up the shell saga is
 * taking the member to /server-error (router navigations are transitions, so for one render the old
 * path can meet the new session state): no competing redirect home then.
 */
export function RequireAuth() {
  const authed = useAppSelector(selectIsAuthenticated);
  const serverError = useAppSelector(selectServerError);
  if (!authed) return serverError ? null : <Navigate to={PATHS.HOME} replace />;
  return <AuthenticatedShell modals={<ModalHost />} />;
}
// Preloading a member route's screens (lazy-screen.tsx) fetches the shell's chunk while the session is restored.
RequireAuth.preload = AuthenticatedShell.preload;
