/**
 * The member lists (API-39, API-40, OPEN-20, OPEN-21): GET /v1/user/matches, /v1/user/likes,
 * /v1/user/dislikes, /v1/user/visits/received and /v1/user/visits/sent, each ?page=N in pages of 15
 * from 0, newest first, with a promotional NOTICE interleaved on the first page (LIST-09). They read
 * the same likes, dislikes and visits the user actions and the profile view write, so they follow
 * what the member did in the session. Reading the first page of the matches or the received visits
 * marks them seen, which clears the session counters (the side menu's badges).
 */
import { HttpResponse } from 'msw';
import type { ApiMemberListItemJson, ApiMemberListNoticeJson, ApiMemberListUserJson } from '@/mocks/wire/lists';
import { ageOf, db, findCity, findProvince, getMember, profilePhoto, XSS_NOTICES } from '../db';
import type { DbEdge, DbMember } from '../db';
import { int, jsonError, memberRoute } from './base';

export const LIST_PAGE_SIZE = 15;
/** After how many members (or fewer, when the page is shorter) the first page's notice sits. */
const NOTICE_AFTER = 3;
const NOTICE: ApiMemberListNoticeJson = { type: 'NOTICE', id: 903, img: 'promo/recomendados.svg', link: '/recomendados' };

export type ListKindParam = 'matches' | 'likes' | 'dislikes' | 'visits-received' | 'visits-sent';

const newestFirst = (a: DbEdge, b: DbEdge) => b.createdAt.localeCompare(a.createdAt);

function listable(m: DbMember | undefined): m is DbMember {
  return Boolean(m && !m.system && m.status === 'active');
}

function dislikedBy(me: DbMember): Set<number> {
  return new Set(db.dislikes.filter((d) => d.from === me.id).map((d) => d.to));
}

/** The edges behind a list, newest first (one per member). */
function edgesOf(me: DbMember, kind: ListKindParam): DbEdge[] {
  const blocked = dislikedBy(me);
  switch (kind) {
    case 'likes':
      return db.likes.filter((l) => l.from === me.id).sort(newestFirst);
    case 'matches': {
      const likedByMe = new Set(db.likes.filter((l) => l.from === me.id).map((l) => l.to));
      return db.likes.filter((l) => l.to === me.id && likedByMe.has(l.from) && !blocked.has(l.from)).sort(newestFirst);
    }
    case 'dislikes':
      return db.dislikes.filter((d) => d.from === me.id).sort(newestFirst);
    case 'visits-received':
      return db.visits.filter((v) => v.to === me.id && !blocked.has(v.from)).sort(newestFirst);
    case 'visits-sent':
      return db.visits.filter((v) => v.from === me.id && !blocked.has(v.to)).sort(newestFirst);
  }
}

export function toMemberListUserJson(m: DbMember): ApiMemberListUserJson {
  const photo = profilePhoto(m);
  return {
    type: 'USER',
    id: m.id,
    nickname: m.nickname,
    years: ageOf(m),
    gender: m.gender,
    picture: photo?.name ?? '',
    hasPicture: Boolean(photo),
    province: findProvince(m.provinceId)?.name ?? '',
    city: findCity(m.cityId)?.name ?? '',
  };
}

export function memberListPage(me: DbMember, kind: ListKindParam, page: number): ApiMemberListItemJson[] {
  const edges = edgesOf(me, kind);
  const otherOf = (e: DbEdge) => (e.from === me.id ? e.to : e.from);
  const seen = new Set<number>();
  const members: DbMember[] = [];
  for (const e of edges) {
    const id = otherOf(e);
    const m = getMember(id);
    if (seen.has(id) || !listable(m)) continue;
    seen.add(id);
    members.push(m);
  }
  const slice = members.slice(page * LIST_PAGE_SIZE, (page + 1) * LIST_PAGE_SIZE);
  const items: ApiMemberListItemJson[] = slice.map(toMemberListUserJson);
  if (page === 0 && items.length > 0) items.splice(Math.min(NOTICE_AFTER, items.length), 0, ...(db.xss ? XSS_NOTICES : [NOTICE]));
  if (page === 0 && kind === 'matches') for (const e of edges) e.seen = true;
  if (page === 0 && kind === 'visits-received') for (const e of edges) e.seen = true;
  return items;
}

function pageParam(request: Request): number | null {
  const page = int(new URL(request.url).searchParams.get('page') ?? '0');
  return page === null || page < 0 ? null : page;
}

const listHandler = (path: string, kind: ListKindParam) =>
  memberRoute.get(path, ({ request, member }) => {
    const page = pageParam(request);
    if (page === null) return jsonError(400, { error: 'invalid_page' });
    return HttpResponse.json(memberListPage(member, kind, page));
  });

export const listHandlers = [
  listHandler('/v1/user/matches', 'matches'),
  listHandler('/v1/user/likes', 'likes'),
  listHandler('/v1/user/dislikes', 'dislikes'),
  listHandler('/v1/user/visits/received', 'visits-received'),
  listHandler('/v1/user/visits/sent', 'visits-sent'),
];
