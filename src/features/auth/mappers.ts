import { sessionPayload } from '@/features/session';
import type { AuthenticatedPayload } from '@/features/session';
import { isRecord, str } from '@/shared/lib/wire';

/** The tokens of an answer that logs a member in (token, recovery_token: API-16, AUTH-58); null without a token. */
export function authTokens(data: unknown): { token: string; recoveryToken: string | null } | null {
  if (!isRecord(data) || !str(data.token)) return null;
  return { token: str(data.token), recoveryToken: str(data.recovery_token) || null };
}

/**
 * /v1/authenticate, /v1/register, autologin and social 'connected' answers to the session payload
 * (AUTH-18), when their `sessionInfo` holds a usable member: the contract names `sessionInfo` but not
 * its content (x-type: unstated). The demo's `{me, counters}` is read; anything else (no sessionInfo,
 * another shape, a member without an id, no counters) is null and the caller opens the session with
 * GET /v1/session and the answer's token (openSession), which is where the contract names `me`.
 */
export function authPayload(data: unknown): AuthenticatedPayload | null {
  const tokens = authTokens(data);
  if (!tokens || !isRecord(data) || !isRecord(data.sessionInfo) || !isRecord(data.sessionInfo.counters)) return null;
  const info = data.sessionInfo;
  return sessionPayload(
    { token: tokens.token, me: info.me, counters: info.counters, pusher: data.pusher, webPush: data.webpush },
    tokens.token,
    tokens.recoveryToken,
  );
}
