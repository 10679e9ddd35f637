/**
 * The error catalogue's ports (src/api/call-api.ts ApiPorts), wired to the session and shell features
 * here, in the app layer, so the API layer never imports a feature.
 */
import type { ApiPorts } from '@/api/call-api';
import { logoutRequested, readStoredSession, tokensRefreshed, selectMe, selectRecoveryToken, selectToken } from '@/features/session';
import { alertShown, serverErrorRaised } from '@/features/shell';
import { paywallRequired } from '@/features/paywall/boot';
import type { RootState } from '@/store';

export const apiPorts: ApiPorts = {
  selectToken: (state) => selectToken(state as RootState),
  selectRecoveryToken: (state) => selectRecoveryToken(state as RootState),
  selectMemberEmail: (state) => selectMe(state as RootState)?.email.trim() || null,
  storedTokens: () => {
    const s = readStoredSession();
    return s ? { token: s.token, recoveryToken: s.recovery_token } : null;
  },
  sessionEnded: (to) => logoutRequested(to === undefined ? {} : { to }),
  tokensRefreshed,
  paymentRequired: paywallRequired,
  serverFailed: serverErrorRaised,
  unexpectedStatus: (status) =>
    alertShown({ text: { key: 'invalidStatus', values: { status } }, buttons: [{ label: { key: 'actions.close' } }] }),
};
