/**
 * SHELL-07 / AUTH-29 to AUTH-43: /autologin/:token/:action?/:user?/:origin?. The token is handed to the
 * saga, which at once replaces the address (no token in the bar or in history), logs in and, 500 ms
 * later, goes where the action says.
 */
import '../i18n';
import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PATHS, useFeature, useSlice } from '@/store';
import { Logo } from '@/shared/ui/Logo';
import { authFeature } from '../feature';
import { authActions, selectAuth } from '../slice';
import '../auth.css';

export function AutologinScreen() {
  const { t, dispatch } = useFeature(authFeature);
  const { token, action, user, origin } = useParams();
  const [search] = useSearchParams();
  const idabono = search.get('idabono');
  const running = useSlice(selectAuth, (a) => a.autologin.running);
  // AUTH-29 is decided once, when the screen opens: a bare /autologin with no autologin under way goes
  // home. Later the address is /autologin with no token because the saga put it there, and when the
  // saga finishes it has already navigated (router navigations are transitions, so this screen renders
  // once more, with the old address, after that): redirecting then sent every member to '/' and on to
  // the recent dashboard (issue #14). The saga itself goes home when the autologin fails.
  const [bare] = useState(() => !token && !running);

  useEffect(() => {
    if (token)
      dispatch(authActions.autologinStarted({ token, action: action ?? null, user: user ?? null, origin: origin ?? null, idabono }));
  }, [dispatch, token, action, user, origin, idabono]);

  if (bare) return <Navigate to={PATHS.HOME} replace />; // AUTH-29
  return (
    <main className="brand-screen autologin" data-testid="autologin-screen" aria-busy="true">
      <Logo size={64} onBrand />
      <p className="autologin__text" role="status">
        {t('autologin.entering')}
      </p>
      <span className="autologin__bar" aria-hidden="true" />
    </main>
  );
}
