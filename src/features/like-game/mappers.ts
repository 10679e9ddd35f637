/**
 * Wire -> app for the like game (GAME-02, GAME-03): robust to missing or wrong fields (an item without
 * a usable id is dropped, anything else falls back), never throws.
 */
import type { LikeGameQuery } from '@/api/like-game';
import type { Schema } from '@/api/contract';
import type { Me } from '@/features/session';
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { IMAGE_SIZES, defaultGenderImage, requestSize, thumbnailUrl } from '@/shared/lib/images';
import { safeUrl } from '@/shared/lib/safe-url';
import { age as ageOf, id as toId } from '@/shared/lib/wire';
import type { GameUser } from './types';

export const MIN_AGE = 18;
export const MAX_AGE = 99;
/** GAME-02: without an own range the game asks for age - 15 (not below 18) to age + 10, age defaulting to 25. */
export const DEFAULT_AGE = 25;
export const YEARS_BELOW = 15;
export const YEARS_ABOVE = 10;

const isAge = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= MIN_AGE && n <= MAX_AGE;

/** GAME-02: the member's own age range, else age - 15 (>= 18) to age + 10, with age defaulting to 25. */
export function likeGameRange(me: Pick<Me, 'age' | 'ageRange' | 'hasAgeRange'>): { min: number; max: number } {
  const own = me.ageRange;
  if (me.hasAgeRange !== false && own && isAge(own.min) && isAge(own.max) && own.min < own.max) return { min: own.min, max: own.max };
  // An age no member can have (Prism's 5979971) is no age: the default, so the range stays 18 to 99 (API-48).
  const age = isAge(me.age) ? Math.round(me.age) : DEFAULT_AGE;
  return { min: Math.max(MIN_AGE, age - YEARS_BELOW), max: Math.min(MAX_AGE, age + YEARS_ABOVE) };
}

/** The gender a member looks for, from 'Soy / Busco' (hombre seeks women, mujer men, gay men, lesbiana women). */
export function soughtGender(me: Pick<Me, 'gender' | 'genderText'>): 1 | 2 {
  switch (me.genderText) {
    case 'hombre':
    case 'lesbiana':
      return 2;
    case 'mujer':
    case 'gay':
      return 1;
    default:
      return me.gender === 1 ? 2 : 1;
  }
}

/** The path parameters of GET /v1/juegolikes/... for this member (API-48, GAME-02). */
export function likeGameQuery(me: Me): LikeGameQuery {
  const { min, max } = likeGameRange(me);
  const city = me.location?.localidad?.id;
  return {
    userId: me.id,
    gender: soughtGender(me),
    city: typeof city === 'number' && Number.isFinite(city) ? city : 0,
    ageMin: min,
    ageMax: max,
  };
}

export const queryKey = (q: LikeGameQuery): string => `${q.userId}/${q.gender}/${q.city}/${q.ageMin}/${q.ageMax}`;

const WEBP = /\.webp(?=$|[?#])/i;

/** GAME-03: the picture with '.webp' changed to '.jpg'. */
export const webpToJpg = (name: string): string => name.replace(WEBP, '.jpg');

function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** One wire item to a GameUser (GAME-03); null when it has no usable id. */
export function toGameUser(j: Partial<Schema<'LikeGameResultRow'>> | null | undefined, gender: 1 | 2): GameUser | null {
  if (!j || typeof j !== 'object') return null;
  const id = toId(j.idUser);
  if (id === null) return null;
  const img = text(j.imgUser);
  return {
    id,
    name: text(j.nicknameUser) || '-',
    age: ageOf(j.age) ?? 0,
    location: text(j.cityUser),
    picture: img ? webpToJpg(img) : '',
    hasPicture: Boolean(img),
    gender,
  };
}

/**
 * The resultset (or a bare list) to GameUsers: items without an id, repeats, the member themself and
 * `exclude`d ids (the local blocked list) are dropped. null when the answer is not a list at all.
 */
export function toGameUsers(data: unknown, gender: 1 | 2, meId: number, exclude: readonly number[] = []): GameUser[] | null {
  const list: unknown = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (data as { resultset?: unknown }).resultset
      : undefined;
  if (!Array.isArray(list)) return null;
  const seen = new Set<number>([meId, ...exclude]);
  const out: GameUser[] = [];
  for (const item of list) {
    const u = toGameUser(item as Partial<Schema<'LikeGameResultRow'>>, gender);
    if (!u || seen.has(u.id)) continue;
    seen.add(u.id);
    out.push(u);
  }
  return out;
}

/**
 * The URLs a card's photo is tried from: the '.jpg' picture on the image host (an absolute picture only
 * on an allowed host, safe-url.ts), then the default gender image.
 */
export function pictureCandidates(u: Pick<GameUser, 'picture' | 'gender'>): string[] {
  const fallback = defaultGenderImage(u.gender);
  if (!u.picture) return [fallback];
  const url = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(u.picture)
    ? safeUrl(u.picture, 'image')
    : thumbnailUrl(u.picture, requestSize(IMAGE_SIZES.card, isDataSaverOn()));
  return url ? [url, fallback] : [fallback];
}
