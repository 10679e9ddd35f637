import { sessionPayload } from '@/features/session';
import type { AuthenticatedPayload } from '@/features/session';
import { isRecord, str } from '@/shared/lib/wire';

/**
 * /v1/authenticate, /v1/register, autologin and social 'connected' answers to the session payload
 * (AUTH-18); null when the answer is not a session (no token, no member: OPEN-18, a failed call).
 */
export function authPayload(data: unknown): AuthenticatedPayload | null {
  if (!isRecord(data) || !str(data.token)) return null;
  const info = isRecord(data.sessionInfo) ? data.sessionInfo : {};
  return sessionPayload(
    { token: data.token, me: info.me, counters: info.counters, pusher: data.pusher, webPush: data.webpush },
    str(data.token),
    str(data.recovery_token) || null,
  );
}
