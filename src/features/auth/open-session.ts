/**
 * Opening the session from an answer that logs a member in (login, registration, autologin, Facebook
 * 'connected', a password reset): issue 41. The contract names the tokens of those answers, not the
 * member: `sessionInfo`'s content is unstated, and Facebook's connected answer names no session at all
 * (CONTRACT-NOTES §5). So the member comes from `sessionInfo` only when it holds a usable `{me,
 * counters}` (the demo's reading); otherwise the app asks GET /v1/session with the answer's token,
 * where the contract names `me` (API-19). A token is never a wrong password.
 */
import { apiCall, isSuccess, type SagaGen } from '@/store/effects';
import { apiGetSessionWithToken } from '@/api/session';
import { sessionPayload, toRealtime, type AuthenticatedPayload } from '@/features/session';
import { isRecord, str } from '@/shared/lib/wire';
import { authPayload, authTokens } from './mappers';

type Opened =
  /** The member is known: dispatch `authenticated`. */
  | { kind: 'in'; payload: AuthenticatedPayload }
  /** The answer holds no token: it is no login (the form's refusal text applies). */
  | { kind: 'noToken' }
  /** A token, but GET /v1/session gave no member (a refusal, a network failure, a strange answer). */
  | { kind: 'sessionFailed' }
  /** The error catalogue acted on GET /v1/session (server-error screen, logout, locked e-mail...). */
  | { kind: 'handled' };

/** The realtime and web-push settings of the login answer, for a session answer that lacks them. */
function withLoginSettings(p: AuthenticatedPayload, data: unknown): AuthenticatedPayload {
  if (!isRecord(data)) return p;
  const pusher = isRecord(data.pusher) && str(data.pusher.notificationsChannel) ? data.pusher : null;
  const webpush = isRecord(data.webpush) ? str(data.webpush.publicKey) || null : null;
  return {
    ...p,
    realtime: p.realtime ?? (pusher ? toRealtime(pusher) : null),
    webPushPublicKey: p.webPushPublicKey ?? webpush,
  };
}

export function* openSession(data: unknown): SagaGen<Opened> {
  const inline = authPayload(data);
  if (inline) return { kind: 'in', payload: inline };
  const tokens = authTokens(data);
  if (!tokens) return { kind: 'noToken' };
  const r = yield* apiCall(apiGetSessionWithToken, tokens.token);
  if (r.kind === 'handled') return { kind: 'handled' };
  const payload = isSuccess(r) ? sessionPayload(r.data, tokens.token, tokens.recoveryToken) : null;
  return payload ? { kind: 'in', payload: withLoginSettings(payload, data) } : { kind: 'sessionFailed' };
}
