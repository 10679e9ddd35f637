/**
 * The like game (API-48, API-49, OPEN-31).
 *
 * GET /v1/juegolikes/{userId}/{gender}/{city}/{ageMin}/{ageMax} answers {resultset: [{idUser,
 * nicknameUser, age, cityUser, imgUser}]}: up to POOL_SIZE active members of that gender, aged within
 * the range, who look for someone of the member's gender; never the member, nor anyone they already
 * liked, disliked or skipped. Members of the city come first, then of the province, then the rest of
 * the country (a seeded city holds only a handful of members), each group in a fixed per-member order.
 * imgUser is the profile photo's file name (.webp, as the image host stores it), '' without one.
 *
 * POST /v1/juegolikes/skipped {iduser, iduserblock} records the skip. The liked card goes through
 * POST /v1/user/{id}/like (handlers/user-actions.ts), so the likes lists see it.
 */
import { HttpResponse } from 'msw';
import type { ApiLikeGameJson, ApiLikeGameUserJson } from '@/mocks/wire/like-game';
import { ageOf, db, findCity, getMember, profilePhoto, regularMembers } from '../db';
import type { DbMember } from '../db';
import { hashString } from '../lib/prng';
import { int, jsonError, readBody, memberRoute } from './base';

export const LIKE_GAME_POOL_SIZE = 20;

export function toGameUserJson(m: DbMember): ApiLikeGameUserJson {
  return {
    idUser: m.id,
    nicknameUser: m.nickname,
    age: ageOf(m),
    cityUser: findCity(m.cityId)?.name ?? '',
    imgUser: profilePhoto(m)?.name ?? '',
  };
}

/** The pool for `me` (see the file comment). */
export function likeGamePool(me: DbMember, gender: number, cityId: number, ageMin: number, ageMax: number): DbMember[] {
  const played = new Set<number>();
  for (const list of [db.likes, db.dislikes, db.likeGameSkips]) for (const e of list) if (e.from === me.id) played.add(e.to);
  const provinceId = findCity(cityId)?.provinceId ?? me.provinceId;
  const rank = (m: DbMember) => (m.cityId === cityId ? 0 : m.provinceId === provinceId ? 1 : 2);
  const order = (m: DbMember) => hashString(`${me.id}:${m.id}`) % 9973;
  return regularMembers()
    .filter((m) => {
      if (m.id === me.id || m.status !== 'active' || played.has(m.id)) return false;
      if (m.gender !== gender || m.busco !== me.soy) return false;
      const age = ageOf(m);
      return age >= ageMin && age <= ageMax;
    })
    .sort((a, b) => rank(a) - rank(b) || order(a) - order(b) || a.id - b.id)
    .slice(0, LIKE_GAME_POOL_SIZE);
}

export const likeGameHandlers = [
  memberRoute.get('/v1/juegolikes/:userId/:gender/:city/:ageMin/:ageMax', ({ params, member }) => {
    const userId = int(params.userId);
    const gender = int(params.gender);
    const city = int(params.city);
    const ageMin = int(params.ageMin);
    const ageMax = int(params.ageMax);
    if (userId !== member.id) return jsonError(400, { error: 'invalid_user' });
    if ((gender !== 1 && gender !== 2) || city === null || ageMin === null || ageMax === null || ageMin > ageMax) {
      return jsonError(400, { error: 'invalid_params' });
    }
    const body: ApiLikeGameJson = { resultset: likeGamePool(member, gender, city, ageMin, ageMax).map(toGameUserJson) };
    return HttpResponse.json(body);
  }),
  memberRoute.post('/v1/juegolikes/skipped', async ({ request, member }) => {
    const body = await readBody(request);
    const iduser = int(body.iduser);
    const skipped = int(body.iduserblock);
    const other = skipped === null ? undefined : getMember(skipped);
    if (iduser !== member.id) return jsonError(400, { error: 'invalid_user' });
    if (!other || other.system || other.id === member.id) return jsonError(400, { error: 'invalid_user' });
    if (!db.likeGameSkips.some((e) => e.from === member.id && e.to === other.id)) {
      db.likeGameSkips.push({ from: member.id, to: other.id, createdAt: new Date().toISOString(), seen: true });
    }
    return HttpResponse.json({ status: 'ok', iduser: member.id, iduserblock: other.id });
  }),
];
