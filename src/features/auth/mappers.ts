import type { ApiAuthJson } from '@/api/types/session';
import { sessionPayload } from '@/features/session';
import type { AuthenticatedPayload } from '@/features/session';

/** /v1/authenticate, /v1/register, autologin and social 'connected' answers to the session payload (AUTH-18). */
export function authPayload(data: ApiAuthJson): AuthenticatedPayload {
  return sessionPayload(
    { token: data.token, me: data.sessionInfo.me, counters: data.sessionInfo.counters, pusher: data.pusher, webPush: data.webpush },
    data.token,
    data.recovery_token ?? null,
  );
}
