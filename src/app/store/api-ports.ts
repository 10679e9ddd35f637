/**
 * The error catalogue's ports (src/api/call-api.ts ApiPorts), wired to the session and shell features
 * here, in the app layer, so the API layer never imports a feature.
 */
import type { ApiPorts } from '@/api/call-api';
import { logoutRequested, tokensRefreshed } from '@/features/session/slice';
import { selectRecoveryToken, selectToken } from '@/features/session/selectors';
import { alertShown, serverErrorRaised } from '@/features/shell/slice';
import { paywallRequired } from '@/features/shell/actions';
import type { RootState } from './root-reducer';

export const apiPorts: ApiPorts = {
  selectToken: (state) => selectToken(state as RootState),
  selectRecoveryToken: (state) => selectRecoveryToken(state as RootState),
  sessionEnded: (to) => logoutRequested(to === undefined ? {} : { to }),
  tokensRefreshed,
  paymentRequired: paywallRequired,
  serverFailed: serverErrorRaised,
  unexpectedStatus: (status) =>
    alertShown({ text: { key: 'invalidStatus', values: { status } }, buttons: [{ label: { key: 'actions.close' } }] }),
};
