/**
 * Search (API-46, API-47, API-37, OPEN-15): GET /v1/user/search-options, POST /v1/dashboard/search
 * with the filters of B §3 (the first page), GET /v1/dashboard/search (the first page again with
 * the filters last posted) and, for ids starting with 'search-', GET /v1/dashboard/scroll (later
 * pages; 'expiro' once the id aged out, like the dashboards' ids). Filters really filter the seeded
 * members: gender pair, province, city, ages, and in advanced mode nickname and every list.
 */
import { http, HttpResponse } from 'msw';
import type { ApiDashboardPageJson, ApiListItemJson, ApiListNoticeJson } from '@/mocks/wire/dashboard';
import type { ApiSearchGroupJson, ApiSearchListJson, ApiSearchOptionsJson } from '@/mocks/wire/search';
import { COUPLE_FIELDS, personalField } from '../db/catalogue';
import { ageOf, db } from '../db';
import type { DbMember } from '../db';
import { DASHBOARD_PAGE_SIZE, SCROLL_TTL_MS, toListUserJson, visibleMembersFor } from './dashboard';
import { apiUrl, readBody, type Body, memberRoute } from './base';

export const SEARCH_SCROLL_PREFIX = 'search-';
export const INDIFERENTE = 'Indiferente';
const NOTICE_AFTER = 6;
const NOTICE: ApiListNoticeJson = { type: 'NOTICE', id: 904, img: 'promo/perfil.svg', link: '/my-profile' };

/** Height brackets of the 'Altura' filter (label -> [min, max] cm). */
const HEIGHTS: readonly [string, number, number][] = [
  ['Hasta 1,60 m', 0, 160],
  ['1,61 a 1,70 m', 161, 170],
  ['1,71 a 1,80 m', 171, 180],
  ['1,81 a 1,90 m', 181, 190],
  ['Más de 1,90 m', 191, 999],
];

/** The advanced lists: key, type (text: one value; array: several), and how a member answers it. */
interface FilterDef {
  key: string;
  type: 'text' | 'array';
  label: string;
  options: readonly string[];
  answer: (m: DbMember) => string;
}
const personal = (key: keyof DbMember['attributes'], type: 'text' | 'array'): FilterDef => {
  const f = personalField(key);
  return { key, type, label: f?.label ?? key, options: f?.options ?? [], answer: (m) => String(m.attributes[key]) };
};
const coupleBusco = COUPLE_FIELDS.find((f) => f.key === 'busco');

export const SEARCH_GROUPS: readonly { title: string; filters: readonly FilterDef[] }[] = [
  {
    title: 'Datos personales',
    filters: [
      personal('estado_civil', 'array'),
      personal('signo', 'array'),
      personal('religion', 'text'),
      personal('hijos', 'text'),
      personal('deseo_hijos', 'text'),
    ],
  },
  {
    title: 'Apariencia y estilo de vida',
    filters: [
      {
        key: 'altura',
        type: 'text',
        label: 'Altura',
        options: HEIGHTS.map(([label]) => label),
        answer: (m) => HEIGHTS.find(([, lo, hi]) => m.heightCm >= lo && m.heightCm <= hi)?.[0] ?? '',
      },
      personal('fuma', 'text'),
      personal('bebe', 'text'),
      personal('estudios', 'array'),
    ],
  },
  {
    title: 'Qué busca',
    filters: [{ key: 'busco', type: 'text', label: 'Busca', options: coupleBusco?.options ?? [], answer: (m) => m.couple.busco }],
  },
];
const FILTERS = SEARCH_GROUPS.flatMap((g) => g.filters);

export interface SearchFilters {
  isAdvanced: boolean;
  apodo: string;
  provinceId: number;
  cityId: number;
  distance: number;
  ageMin: number;
  ageMax: number;
  lists: Record<string, string[]>;
}

/** A member who has never searched: the spec's search defaults, ages 18 to 99 and distance 0 (SRCH-10), never their own age range. */
const defaultsFor = (_me: DbMember): SearchFilters => ({
  isAdvanced: false,
  apodo: '',
  provinceId: 0,
  cityId: 0,
  distance: 0,
  ageMin: 18,
  ageMax: 99,
  lists: {},
});

/** Filters last posted and scroll ids, per member; dropped with the db on reset. */
interface SearchStore {
  filters: Map<number, SearchFilters>;
  scrolls: Map<string, { memberId: number; nextPage: number; issuedAt: number }>;
}
const stores = new WeakMap<object, SearchStore>();
function store(): SearchStore {
  let s = stores.get(db.members);
  if (!s) {
    s = { filters: new Map(), scrolls: new Map() };
    stores.set(db.members, s);
  }
  return s;
}

/** Ages every search scroll id out (tests). */
export function expireSearchScrollIds(): void {
  for (const e of store().scrolls.values()) e.issuedAt = 0;
}

const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
const values = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [v])
    .filter((x): x is string | number => (typeof x === 'string' || typeof x === 'number') && x !== '' && x !== INDIFERENTE)
    .map(String);

/** Reads the POSTed filters (SRCH-06), tolerating strings for numbers and missing keys. */
export function parseFilters(body: Body, me: DbMember): SearchFilters {
  const d = defaultsFor(me);
  let ageMin = Math.min(99, Math.max(18, Math.round(num(body.edad_min, 18))));
  let ageMax = Math.min(99, Math.max(18, Math.round(num(body.edad_max, 99))));
  if (ageMin > ageMax) [ageMin, ageMax] = [ageMax, ageMin];
  const lists: Record<string, string[]> = {};
  for (const f of FILTERS) lists[f.key] = values(body[f.key]);
  return {
    ...d,
    isAdvanced: body.isAdvanced === true || body.isAdvanced === 'true' || body.isAdvanced === 1 || body.isAdvanced === '1',
    apodo: typeof body.apodo === 'string' ? body.apodo.trim() : '',
    provinceId: Math.max(0, Math.round(num(body.id_provincia, 0))),
    cityId: Math.max(0, Math.round(num(body.id_localidad, 0))),
    distance: Math.max(0, num(body.distancia, 0)),
    ageMin,
    ageMax,
    lists,
  };
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Members matching the filters, most recently active first; advanced filters only in advanced mode (SRCH-04). */
export function searchMembers(me: DbMember, f: SearchFilters): DbMember[] {
  return visibleMembersFor(me)
    .filter((m) => {
      if (f.provinceId && m.provinceId !== f.provinceId) return false;
      if (f.cityId && m.cityId !== f.cityId) return false;
      const age = ageOf(m);
      if (age < f.ageMin || age > f.ageMax) return false;
      if (!f.isAdvanced) return true;
      if (f.apodo && !fold(m.nickname).includes(fold(f.apodo))) return false;
      return FILTERS.every((def) => {
        const wanted = f.lists[def.key] ?? [];
        return wanted.length === 0 || wanted.includes(def.answer(m));
      });
    })
    .sort((a, b) => b.lastActive.localeCompare(a.lastActive) || a.id - b.id);
}

let counter = 0;
function pageOf(me: DbMember, page: number): ApiDashboardPageJson {
  const f = store().filters.get(me.id) ?? defaultsFor(me);
  const all = searchMembers(me, f);
  const items: ApiListItemJson[] = all
    .slice(page * DASHBOARD_PAGE_SIZE, (page + 1) * DASHBOARD_PAGE_SIZE)
    .map((m) => toListUserJson(me, m));
  if (page % 2 === 0 && items.length > NOTICE_AFTER) items.splice(NOTICE_AFTER, 0, NOTICE);
  let scrollId: string | null = null;
  if ((page + 1) * DASHBOARD_PAGE_SIZE < all.length) {
    counter += 1;
    scrollId = `${SEARCH_SCROLL_PREFIX}${me.id}-${page + 1}-${Date.now().toString(36)}${counter.toString(36)}`;
    store().scrolls.set(scrollId, { memberId: me.id, nextPage: page + 1, issuedAt: Date.now() });
  }
  return { items, scrollId };
}

function listJson(def: FilterDef, f: SearchFilters | undefined): ApiSearchListJson {
  const chosen = f?.lists[def.key] ?? [];
  const select = def.options.map((o) => ({ label: o, value: o }));
  return def.type === 'text'
    ? { key: def.key, label: def.label, type: 'text', value: chosen[0] ?? '', select: [{ label: INDIFERENTE, value: '' }, ...select] }
    : { key: def.key, label: def.label, type: 'array', value: chosen, select };
}

export function searchOptionsJson(me: DbMember): ApiSearchOptionsJson {
  const f = store().filters.get(me.id);
  const d = f ?? defaultsFor(me);
  const groups: ApiSearchGroupJson[] = SEARCH_GROUPS.map((g) => ({ title: g.title, lists: g.filters.map((def) => listJson(def, f)) }));
  return {
    ageMin: d.ageMin,
    ageMax: d.ageMax,
    nickname: d.apodo,
    location: { province: d.provinceId, city: d.cityId },
    distance: d.distance,
    isAdvanced: d.isAdvanced,
    groups,
  };
}

export const searchHandlers = [
  memberRoute.get('/v1/user/search-options', ({ member }) => HttpResponse.json(searchOptionsJson(member))),
  memberRoute.post('/v1/dashboard/search', async ({ request, member }) => {
    store().filters.set(member.id, parseFilters(await readBody(request), member));
    return HttpResponse.json(pageOf(member, 0));
  }),
  memberRoute.get('/v1/dashboard/search', ({ member }) => HttpResponse.json(pageOf(member, 0))),
  memberRoute.get('/v1/dashboard/scroll', ({ request, member }) => {
    const scrollId = new URL(request.url).searchParams.get('scrollId') ?? '';
    if (!scrollId.startsWith(SEARCH_SCROLL_PREFIX)) return undefined;
    const entry = store().scrolls.get(scrollId);
    store().scrolls.delete(scrollId);
    if (!entry || entry.memberId !== member.id || Date.now() - entry.issuedAt > SCROLL_TTL_MS) return HttpResponse.json('expiro');
    return HttpResponse.json(pageOf(member, entry.nextPage));
  }),
  http.post(apiUrl('/__demo/search/expire'), () => {
    expireSearchScrollIds();
    return HttpResponse.json({ ok: true });
  }),
];
