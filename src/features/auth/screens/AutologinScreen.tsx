/**
 * SHELL-07 / AUTH-29 to AUTH-43: /autologin/:token/:action?/:user?/:origin?. The token is handed to the
 * saga, which at once replaces the address (no token in the bar or in history), logs in and, 500 ms
 * later, goes where the action says.
 */
import '../i18n';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, PATHS } from '@/app/public';
import { Logo } from '@/shared/ui/Logo';
import { useAuthFeature } from '../components/use-auth-feature';
import { autologinStarted, selectAutologinRunning } from '../slice';
import '../auth.css';

export function AutologinScreen() {
  useAuthFeature();
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const { token, action, user, origin } = useParams();
  const [search] = useSearchParams();
  const idabono = search.get('idabono');
  const running = useAppSelector(selectAutologinRunning);
  // Once a run has started, the saga navigates (also on failure). Without this, the screen (still
  // mounted while the router's transition to the destination is pending) redirected home when the run
  // finished, replacing a destination with a modal (?modal=post-register, profile-view, pay-wall).
  const ran = useRef(false);
  if (running) ran.current = true;

  useEffect(() => {
    if (token) dispatch(autologinStarted({ token, action: action ?? null, user: user ?? null, origin: origin ?? null, idabono }));
  }, [dispatch, token, action, user, origin, idabono]);

  if (!token && !running && !ran.current) return <Navigate to={PATHS.HOME} replace />; // AUTH-29
  return (
    <main className="autologin" data-testid="autologin-screen" aria-busy="true">
      <Logo size={64} className="autologin__logo" />
      <p className="autologin__text" role="status">
        {t('autologin.entering')}
      </p>
      <span className="autologin__bar" aria-hidden="true" />
    </main>
  );
}
