/**
 * The saved search as local storage holds it (SRCH-07, SRCH-08) and the filters sent for it (SRCH-04,
 * SRCH-06): the body of the results' first request, POST /v1/dashboard/search (API-47). The app reads
 * and sends it (./storage.ts, ./sagas.ts), and the boot loader builds the same body from the same
 * stored text to send that request early on a reopened /search-results (src/app/boot/loader/early.ts,
 * config.early.js EARLY_POSTS); the app takes the loader's answer only when its own body is exactly
 * the loader's (src/shared/boot/handoff.ts takeEarlyResponse). One function on both sides, so the two
 * bodies cannot drift apart. Small and free of dependencies with side effects: it imports only ./types'
 * constants, the age range's clamp and three wire readers (modules that import nothing else), which the
 * loader, inlined in every index.html, already carries for the session's answer.
 */
import type { Body } from '@/api/contract';
import { AGE_MAX, AGE_MIN, clampAgeRange } from '@/shared/lib/age-range';
import { isRecord, num, str } from '@/shared/lib/wire';
import { BASE_KEYS, DEFAULT_DISTANCE, type SavedSearch } from './types';

export const SEARCH_STORAGE_KEY = 'flechazo.search';

const isBase = (k: string) => (BASE_KEYS as readonly string[]).includes(k);
const int = (v: unknown): number => Math.max(0, Math.round(num(v)));

export function clampAges(min: number, max: number): { edad_min: number; edad_max: number } {
  const r = clampAgeRange(min, max);
  return { edad_min: r.min, edad_max: r.max };
}

/** A stored saved search, checked (anything unreadable is ignored). */
export function parseSavedSearch(text: string | null): SavedSearch | null {
  if (!text) return null;
  try {
    const r = JSON.parse(text) as unknown;
    if (!isRecord(r)) return null;
    const out: SavedSearch = {
      isAdvanced: r.isAdvanced === true,
      apodo: str(r.apodo),
      id_provincia: int(r.id_provincia),
      id_localidad: int(r.id_localidad),
      distancia: int(r.distancia),
      ...clampAges(num(r.edad_min, AGE_MIN), num(r.edad_max, AGE_MAX)),
    };
    for (const [k, x] of Object.entries(r)) {
      if (isBase(k)) continue;
      if (typeof x === 'string') out[k] = x;
      else if (Array.isArray(x)) out[k] = x.map((x: unknown) => str(x)).filter(Boolean);
    }
    return out;
  } catch {
    return null;
  }
}

/** What is neutral ('Indiferente') for a value of this shape. */
const neutral = (v: unknown): string | string[] => (Array.isArray(v) ? [] : '');

/**
 * The filters sent with 'buscar' (SRCH-06): exactly altura, apodo, bebe, busco, deseo_hijos,
 * distancia, edad_max, edad_min, estado_civil, estudios, fuma, hijos, id_localidad, id_provincia,
 * isAdvanced, religion and signo — plus any extra list the server offered. Outside advanced mode the
 * nickname and the lists are sent as 'Indiferente' (SRCH-04).
 */
export function filtersOf(saved: SavedSearch): Body<'postSearch'> {
  const adv = saved.isAdvanced === true;
  const pick = (k: string): string | string[] => {
    const v = saved[k];
    const value = typeof v === 'string' || Array.isArray(v) ? v : '';
    return adv ? value : neutral(value);
  };
  const ages = clampAges(Number(saved.edad_min), Number(saved.edad_max));
  const out: Body<'postSearch'> = {
    altura: pick('altura'),
    apodo: adv && typeof saved.apodo === 'string' ? saved.apodo.trim() : '',
    bebe: pick('bebe'),
    busco: pick('busco'),
    deseo_hijos: pick('deseo_hijos'),
    distancia: Number(saved.distancia) || DEFAULT_DISTANCE,
    edad_max: ages.edad_max,
    edad_min: ages.edad_min,
    estado_civil: pick('estado_civil'),
    estudios: pick('estudios'),
    fuma: pick('fuma'),
    hijos: pick('hijos'),
    id_localidad: Number(saved.id_localidad) || 0,
    id_provincia: Number(saved.id_provincia) || 0,
    isAdvanced: adv,
    religion: pick('religion'),
    signo: pick('signo'),
  };
  for (const k of Object.keys(saved)) if (!isBase(k) && !(k in out)) out[k] = pick(k);
  return out;
}

/**
 * The body (JSON text) of the results' first request for the saved search stored as `text`, as the app
 * sends it (axios writes an object body as JSON.stringify does); null when nothing readable is stored.
 */
export function searchBody(text: string | null): string | null {
  const saved = parseSavedSearch(text);
  return saved && JSON.stringify(filtersOf(saved));
}
