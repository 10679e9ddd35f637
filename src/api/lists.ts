import type { Answer, Query } from './contract';
import type { Requester } from './http';

/** The five member lists and the call behind each (OPEN-20: matches feed 'Se gustan', likes 'Te gustan'). */
export type MemberListKind = 'matches' | 'likes' | 'visitsReceived' | 'visitsSent' | 'dislikes';

export const MEMBER_LIST_URLS: Record<MemberListKind, string> = {
  matches: '/v1/user/matches',
  likes: '/v1/user/likes',
  dislikes: '/v1/user/dislikes',
  visitsReceived: '/v1/user/visits/received',
  visitsSent: '/v1/user/visits/sent',
};

/** The five lists' operations (the same answer). */
type MemberListOp = 'listMatches' | 'listLikes' | 'listDislikes' | 'listVisitsReceived' | 'listVisitsSent';

/** GET /v1/user/{matches,likes,dislikes}?page=N (listMatches, listLikes, listDislikes; API-39) and /v1/user/visits/{received,sent}?page=N (listVisitsReceived, listVisitsSent; API-40). */
export const apiGetMemberList = (req: Requester, kind: MemberListKind, page: number) =>
  req<Answer<MemberListOp>>({ method: 'GET', url: MEMBER_LIST_URLS[kind], params: { page } satisfies Query<MemberListOp> });
