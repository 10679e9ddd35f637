import type { Answer, Body } from './contract';
import type { Requester } from './http';
import { idInUrl, wireId } from '@/shared/lib/wire';

/** What the like game asks for (GAME-02): the member, the gender sought, their city and an age range. */
export interface LikeGameQuery {
  userId: number;
  /** 1 male, 2 female: the gender the member is looking for. */
  gender: 1 | 2;
  /** The member's city id (localidad). */
  city: number;
  ageMin: number;
  ageMax: number;
}

/** GET /v1/juegolikes/{userId}/{gender}/{city}/{ageMin}/{ageMax} (getLikeGame; API-48). */
export const apiGetLikeGame = (req: Requester, q: LikeGameQuery) =>
  req<Answer<'getLikeGame'>>({ method: 'GET', url: `/v1/juegolikes/${idInUrl(q.userId)}/${q.gender}/${q.city}/${q.ageMin}/${q.ageMax}` });

/** POST /v1/juegolikes/skipped {iduser, iduserblock} (skipLikeGame; API-49, OPEN-31). */
export const apiLikeGameSkip = (req: Requester, iduser: number, iduserblock: number) =>
  req<Answer<'skipLikeGame'>>({
    method: 'POST',
    url: '/v1/juegolikes/skipped',
    data: { iduser: wireId(iduser), iduserblock: wireId(iduserblock) } satisfies Body<'skipLikeGame'>,
  });
