import { bool, id as idOf, isRecord, num, oneOf, str } from '@/shared/lib/wire';
import type { Counters, GenderText, Me, RealtimeSettings } from './types';

const GENDER_TEXTS: readonly GenderText[] = ['hombre', 'mujer', 'gay', 'lesbiana'];

/**
 * Server 'me' to the app's Me (AUTH-59, AUTH-60). Every field is read tolerantly (OPEN-18); whether
 * the answer names a member at all (an id) is the caller's check (sessionPayload). The flags the
 * contract leaves untyped (hasPicture, billing's three, has_matching_listing) and like_game are read as
 * booleans, 1/0 or '1'/'0' (bool); ids, gender, age and the age range as numbers or their digits (num).
 */
export function toMe(raw: unknown): Me {
  const j = isRecord(raw) ? raw : {};
  const billing = isRecord(j.billing) ? j.billing : {};
  const ageRange = isRecord(j.age_range) ? j.age_range : {};
  const location = isRecord(j.location) ? j.location : {};
  const city = isRecord(location.localidad) ? location.localidad : {};
  const gender = num(j.gender) === 1 ? 1 : 2;
  return {
    id: idOf(j.id) ?? 0,
    email: str(j.email),
    username: str(j.username),
    nickname: str(j.nickname),
    picture: str(j.picture),
    hasPicture: bool(j.hasPicture),
    premium: bool(billing.premium),
    gender,
    genderText: oneOf(j.genderText, GENDER_TEXTS, gender === 1 ? 'hombre' : 'mujer'),
    age: num(j.age),
    location: { idprovincia: num(location.idprovincia), localidad: { id: num(city.id) } },
    ageRange: { min: num(ageRange.edad_min, 18), max: num(ageRange.edad_max, 99) },
    // A number or its digits (a server may send either): present when both read as numbers.
    hasAgeRange: Number.isFinite(num(ageRange.edad_min, NaN)) && Number.isFinite(num(ageRange.edad_max, NaN)),
    billing: {
      premium: bool(billing.premium),
      activeSubscription: bool(billing.active_subscription),
      btnRefund: bool(billing.btnRefund),
    },
    hasMatchingListing: bool(j.has_matching_listing),
    likeGame: bool(j.like_game),
  };
}

/** The counters of a session answer; missing or mistyped ones are 0. */
export function toCounters(raw: unknown): Counters {
  const j = isRecord(raw) ? raw : {};
  return { visits: num(j.visits), matches: num(j.matches), messages: num(j.messages) };
}

/** RT-02 / A §4: the realtime auth endpoint is normalised to begin with /v1. */
export function normaliseAuthEndpoint(endpoint: string): string {
  const path = endpoint.startsWith('/') ? endpoint : `/${endpoint}`;
  return path.startsWith('/v1/') || path === '/v1' ? path : `/v1${path}`;
}

export function toRealtime(raw: unknown): RealtimeSettings {
  const j = isRecord(raw) ? raw : {};
  return {
    appKey: str(j.appKey),
    authEndpoint: normaliseAuthEndpoint(str(j.authEndpoint)),
    chatChannelPrefix: str(j.chatChannelPrefix),
    notificationsChannel: str(j.notificationsChannel),
  };
}

/**
 * The member a session answer names, as the app reads it: its 'me' and its counters, or null when it
 * names none (not an object, no 'me' with an id; OPEN-18). sessionPayload (./sagas.ts) and the boot
 * loader's static shell (./first-screen.ts) read it alike.
 */
/** A session answer's member as the app reads it, with its counters. */
export interface SessionMember {
  me: Me;
  counters: Counters;
}

export function toSessionMember(data: unknown): SessionMember | null {
  if (!isRecord(data) || !isRecord(data.me) || idOf(data.me.id) === null) return null;
  return { me: toMe(data.me), counters: toCounters(data.counters) };
}
