/**
 * Dashboards (API-36, API-37, API-38; B §4 pagination): GET /v1/dashboard/listing/{recent,new,online}
 * ?page=N in pages of 15 members from 0 with promotional NOTICE items interleaved and a scroll id;
 * GET /v1/dashboard/scroll?scrollId= continues, and answers 'expiro' once the id aged out
 * (SCROLL_TTL_MS, or POST /__demo/scroll/expire); GET /v2/user/matching, the recommended list.
 * Also the promo images the NOTICE cards show (/img/promo/{name}).
 */
import { http, HttpResponse } from 'msw';
import type { ApiDashboardPageJson, ApiListItemJson, ApiListNoticeJson, ApiListUserJson } from '@/mocks/wire/dashboard';
import { ageOf, db, locationText, profilePhoto, regularMembers, XSS_NOTICES } from '../db';
import type { DbMember } from '../db';
import { hashString } from '../lib/prng';
import { apiUrl, int, jsonError, memberRoute } from './base';

export const DASHBOARD_PAGE_SIZE = 15;
/** A scroll id lives this long; older ids answer 'expiro' (DASH-13). */
export const SCROLL_TTL_MS = 15 * 60 * 1000;
export const MATCHING_SIZE = 12;
/** After how many members of an even page a NOTICE is interleaved. */
const NOTICE_AFTER = 6;

export type DashboardKindParam = 'recent' | 'new' | 'online';
const KINDS: readonly DashboardKindParam[] = ['recent', 'new', 'online'];

const NOTICES: ApiListNoticeJson[] = [
  { type: 'NOTICE', id: 901, img: 'promo/recomendados.svg', link: '/recomendados' },
  { type: 'NOTICE', id: 902, img: 'promo/perfil.svg', link: '/my-profile' },
];

interface ScrollEntry {
  memberId: number;
  kind: DashboardKindParam;
  nextPage: number;
  issuedAt: number;
}
/** Scroll ids live beside the db and are dropped with it on reset (members is a new Map then). */
const scrollsByDb = new WeakMap<object, Map<string, ScrollEntry>>();
function scrolls(): Map<string, ScrollEntry> {
  let map = scrollsByDb.get(db.members);
  if (!map) {
    map = new Map();
    scrollsByDb.set(db.members, map);
  }
  return map;
}

/** Ages every scroll id out: the next scroll answers 'expiro' (tests, POST /__demo/scroll/expire). */
export function expireScrollIds(): void {
  for (const entry of scrolls().values()) entry.issuedAt = 0;
}

/** Dashboard scroll ids carry this prefix; other ids (search) pass through to their own handler. */
export const SCROLL_PREFIX = 'dash-';
let scrollCounter = 0;
function issueScrollId(entry: ScrollEntry): string {
  scrollCounter += 1;
  const id = `${SCROLL_PREFIX}${entry.kind}-${entry.memberId}-${entry.nextPage}-${Date.now().toString(36)}${scrollCounter.toString(36)}`;
  scrolls().set(id, entry);
  return id;
}

/** Members `me` may see: the gender pair matches, active, not blocked (disliked) by me. */
export function visibleMembersFor(me: DbMember): DbMember[] {
  const disliked = new Set(db.dislikes.filter((d) => d.from === me.id).map((d) => d.to));
  return regularMembers().filter(
    (m) => m.id !== me.id && m.status === 'active' && m.soy === me.busco && m.busco === me.soy && !disliked.has(m.id),
  );
}

function ordered(me: DbMember, kind: DashboardKindParam): DbMember[] {
  const list = visibleMembersFor(me);
  const byId = (a: DbMember, b: DbMember) => a.id - b.id;
  if (kind === 'new') return list.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byId(a, b));
  const recent = list.sort((a, b) => b.lastActive.localeCompare(a.lastActive) || byId(a, b));
  return kind === 'online' ? recent.filter((m) => m.online) : recent;
}

export function toListUserJson(me: DbMember, m: DbMember): ApiListUserJson {
  const photo = profilePhoto(m);
  return {
    type: 'USER',
    id: m.id,
    gender: m.gender,
    nickname: m.nickname,
    years: ageOf(m),
    location: locationText(m.provinceId, m.cityId),
    status: m.online ? 'online' : 'offline',
    liked: db.likes.some((l) => l.from === me.id && l.to === m.id),
    picture: photo?.name ?? '',
    hasPicture: Boolean(photo),
  };
}

function pageOf(me: DbMember, kind: DashboardKindParam, page: number): ApiDashboardPageJson {
  const all = ordered(me, kind);
  const slice = all.slice(page * DASHBOARD_PAGE_SIZE, (page + 1) * DASHBOARD_PAGE_SIZE);
  const items: ApiListItemJson[] = slice.map((m) => toListUserJson(me, m));
  if (page % 2 === 0 && items.length > NOTICE_AFTER) {
    const notices = db.xss ? XSS_NOTICES : NOTICES;
    const notice = notices[(page / 2) % notices.length] as ApiListNoticeJson;
    items.splice(NOTICE_AFTER, 0, notice);
  }
  const more = (page + 1) * DASHBOARD_PAGE_SIZE < all.length;
  const scrollId = more ? issueScrollId({ memberId: me.id, kind, nextPage: page + 1, issuedAt: Date.now() }) : null;
  return { items, scrollId };
}

function promoSvg(name: string): string | null {
  // No background of their own: the card behind them paints the theme's gradient (coral or blue).
  const texts: Record<string, [string, string]> = {
    'recomendados.svg': ['Perfiles recomendados', 'Elegidos para vos'],
    'perfil.svg': ['Completá tu perfil', 'y recibí más visitas'],
  };
  const t = texts[name];
  if (!t) return null;
  const [title, sub] = t;
  const seed = hashString(name) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">` +
    `<circle cx="320" cy="110" r="120" fill="#fff" opacity=".12"/><circle cx="60" cy="420" r="90" fill="#fff" opacity=".1" transform="rotate(${seed} 60 420)"/>` +
    // A whole heart (one closed outline, no notch where the two lobes meet).
    `<path transform="translate(110 62) scale(7.5)" d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.8 1.2 5.2 3 1.4-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" fill="#fff" opacity=".9"/>` +
    `<text x="200" y="340" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#fff">${title}</text>` +
    `<text x="200" y="380" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" fill="#fff" opacity=".9">${sub}</text></svg>`
  );
}

export const dashboardHandlers = [
  memberRoute.get('/v1/dashboard/listing/:kind', ({ params, request, member }) => {
    const kind = KINDS.find((k) => k === params.kind);
    if (!kind) return jsonError(400, { error: 'invalid_listing' });
    const page = int(new URL(request.url).searchParams.get('page') ?? '0');
    if (page === null || page < 0) return jsonError(400, { error: 'invalid_page' });
    return HttpResponse.json(pageOf(member, kind, page));
  }),
  memberRoute.get('/v1/dashboard/scroll', ({ request, member }) => {
    const scrollId = new URL(request.url).searchParams.get('scrollId') ?? '';
    if (!scrollId.startsWith(SCROLL_PREFIX)) return undefined;
    const entry = scrolls().get(scrollId);
    if (!entry || entry.memberId !== member.id || Date.now() - entry.issuedAt > SCROLL_TTL_MS) {
      scrolls().delete(scrollId);
      return HttpResponse.json('expiro');
    }
    scrolls().delete(scrollId);
    return HttpResponse.json(pageOf(member, entry.kind, entry.nextPage));
  }),
  memberRoute.get('/v2/user/matching', ({ member }) => {
    const picked = visibleMembersFor(member)
      .filter((m) => profilePhoto(m))
      .sort((a, b) => (hashString(`${member.id}:${a.id}`) % 997) - (hashString(`${member.id}:${b.id}`) % 997) || a.id - b.id)
      .slice(0, MATCHING_SIZE);
    return HttpResponse.json(picked.map((m) => toListUserJson(member, m)));
  }),
  http.post(apiUrl('/__demo/scroll/expire'), () => {
    expireScrollIds();
    return HttpResponse.json({ ok: true });
  }),
  http.get(apiUrl('/img/promo/:name'), ({ params }) => {
    const svg = promoSvg(String(params.name));
    return svg
      ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' } })
      : jsonError(404, { error: 'not_found' });
  }),
];
