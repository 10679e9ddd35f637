import type { Answer, Body } from './contract';
import type { Requester } from './http';

/** POST /v1/account/webpush {token: the subscription's JSON text} (subscribeWebPush; API-55, OPEN-08). */
export const apiWebPushSubscribe = (req: Requester, subscriptionJson: string) =>
  req<Answer<'subscribeWebPush'>>({
    method: 'POST',
    url: '/v1/account/webpush',
    data: { token: subscriptionJson } satisfies Body<'subscribeWebPush'>,
  });
