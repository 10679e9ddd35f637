import type { ApiMeJson, ApiPusherJson } from '@/api/types/session';
import type { Me, RealtimeSettings } from './types';

/** Server 'me' to the app's Me (AUTH-59, AUTH-60). */
export function toMe(j: ApiMeJson): Me {
  return {
    id: j.id,
    email: j.email,
    username: j.username,
    nickname: j.nickname,
    picture: j.picture,
    hasPicture: j.hasPicture,
    premium: Boolean(j.billing?.premium),
    gender: j.gender === 1 ? 1 : 2,
    genderText: j.genderText,
    age: j.age,
    location: j.location,
    ageRange: { min: j.age_range?.edad_min ?? 18, max: j.age_range?.edad_max ?? 99 },
    hasAgeRange: typeof j.age_range?.edad_min === 'number' && typeof j.age_range?.edad_max === 'number',
    billing: {
      premium: Boolean(j.billing?.premium),
      activeSubscription: Boolean(j.billing?.active_subscription),
      btnRefund: Boolean(j.billing?.btnRefund),
    },
    hasMatchingListing: Boolean(j.has_matching_listing),
    likeGame: Boolean(j.like_game),
  };
}

/** RT-02 / A §4: the realtime auth endpoint is normalised to begin with /v1. */
export function normaliseAuthEndpoint(endpoint: string): string {
  const path = endpoint.startsWith('/') ? endpoint : `/${endpoint}`;
  return path.startsWith('/v1/') || path === '/v1' ? path : `/v1${path}`;
}

export function toRealtime(j: ApiPusherJson): RealtimeSettings {
  return {
    appKey: j.appKey,
    authEndpoint: normaliseAuthEndpoint(j.authEndpoint),
    chatChannelPrefix: j.chatChannelPrefix,
    notificationsChannel: j.notificationsChannel,
  };
}
