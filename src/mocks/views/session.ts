/** Maps db members to the session and authentication wire types (src/mocks/wire/session.ts). */
import type { ApiAuthJson, ApiMeJson, ApiPusherJson, ApiSessionJson } from '@/mocks/wire/session';
import { CHAT_CHANNEL_PREFIX, NOTIFICATIONS_CHANNEL_PREFIX, PUSHER_APP_KEY, WEB_PUSH_PUBLIC_KEY } from '../config';
import { ageOf, countersFor, profilePhoto } from '../db';
import type { DbMember } from '../db';

export function toMeJson(member: DbMember): ApiMeJson {
  const photo = profilePhoto(member);
  return {
    id: member.id,
    email: member.email,
    username: member.username,
    nickname: member.nickname,
    picture: photo?.name ?? '',
    hasPicture: Boolean(photo),
    gender: member.gender,
    genderText: member.genderText,
    age: ageOf(member),
    location: { idprovincia: member.provinceId, localidad: { id: member.cityId } },
    age_range: { edad_min: member.ageRange.min, edad_max: member.ageRange.max },
    billing: { premium: member.premium, active_subscription: member.activeSubscription, btnRefund: member.btnRefund },
    has_matching_listing: member.hasMatchingListing,
    like_game: member.likeGame,
  };
}

/**
 * Realtime settings. authEndpoint is handed out WITHOUT the /v1 prefix on purpose: the real API
 * does so and the client must normalise it (RT-02).
 */
export function toPusherJson(member: DbMember): ApiPusherJson {
  return {
    appKey: PUSHER_APP_KEY,
    authEndpoint: '/pusher/auth',
    chatChannelPrefix: CHAT_CHANNEL_PREFIX,
    notificationsChannel: `${NOTIFICATIONS_CHANNEL_PREFIX}${member.id}`,
  };
}

export function toAuthJson(member: DbMember, token: string, recoveryToken: string): ApiAuthJson {
  return {
    token,
    recovery_token: recoveryToken,
    sessionInfo: { me: toMeJson(member), counters: countersFor(member.id) },
    pusher: toPusherJson(member),
    webpush: { publicKey: WEB_PUSH_PUBLIC_KEY },
  };
}

export function toSessionJson(member: DbMember, token: string): ApiSessionJson {
  return {
    token,
    me: toMeJson(member),
    counters: countersFor(member.id),
    pusher: toPusherJson(member),
    webPush: { publicKey: WEB_PUSH_PUBLIC_KEY },
  };
}
