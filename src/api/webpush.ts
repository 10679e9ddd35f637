import type { Requester } from './http';
import type { ApiWebPushSubscribeBody, ApiWebPushSubscribeJson } from './types/webpush';

/** API-55 / OPEN-08: POST /v1/account/webpush {token: the subscription's JSON text}. */
export const apiWebPushSubscribe = (req: Requester, subscriptionJson: string) =>
  req<ApiWebPushSubscribeJson>({
    method: 'POST',
    url: '/v1/account/webpush',
    data: { token: subscriptionJson } satisfies ApiWebPushSubscribeBody,
  });
