/**
 * Pure search helpers: the defaults and 'limpiar' (SRCH-09, SRCH-10), the saved search from the
 * server's options (SRCH-05, SRCH-07), the filters sent (SRCH-04, SRCH-06), and the wire mapper of
 * the options (robust to missing or mistyped fields; unknown groups are kept, not dropped).
 */
import type { Body } from '@/api/contract';
import { isRecord, list, num, str } from '@/shared/lib/wire';
import { AGE_MAX, AGE_MIN, clampAgeRange } from '@/shared/lib/age-range';
import { BASE_KEYS, DEFAULT_DISTANCE, type SavedSearch, type SearchGroup, type SearchList } from './types';

const isBase = (k: string) => (BASE_KEYS as readonly string[]).includes(k);

export function clampAges(min: number, max: number): { edad_min: number; edad_max: number } {
  const r = clampAgeRange(min, max);
  return { edad_min: r.min, edad_max: r.max };
}

/** 'limpiar': every list back to 'Indiferente', no place, no nickname, distance 0, ages 18 to 99 (SRCH-09). */
export function clearedSearch(groups: readonly SearchGroup[], isAdvanced = false): SavedSearch {
  const out: SavedSearch = {
    isAdvanced,
    apodo: '',
    id_provincia: 0,
    id_localidad: 0,
    distancia: DEFAULT_DISTANCE,
    edad_min: AGE_MIN,
    edad_max: AGE_MAX,
  };
  for (const g of groups) for (const l of g.lists) out[l.key] = l.type === 'array' ? [] : '';
  return out;
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

const int = (v: unknown): number => Math.max(0, Math.round(num(v)));

function toList(raw: unknown): SearchList | null {
  if (!isRecord(raw)) return null;
  const r = raw;
  const key = str(r.key ?? r.value_key ?? r.name).trim();
  if (!key || isBase(key)) return null;
  const type = r.type === 'array' ? 'array' : 'text';
  const select = list(r.select)
    .map((o: unknown) => {
      if (typeof o === 'string') return { label: o, value: o };
      const x = isRecord(o) ? o : {};
      const value = str(x.value);
      return { label: str(x.label) || value, value };
    })
    .filter((o) => o.label !== '' && (type === 'text' || o.value !== ''));
  return { key, label: str(r.label) || key, type, select };
}

/** The server's options (API-46): the groups, and the values it holds for this member. */
export function toSearchOptions(data: unknown): { groups: SearchGroup[]; values: SavedSearch } | null {
  if (!isRecord(data)) return null;
  const d = data;
  const groups: SearchGroup[] = list(d.groups)
    .map((g: unknown, i: number) => {
      const x = isRecord(g) ? g : {};
      const lists = list(x.lists)
        .map(toList)
        .filter((l): l is SearchList => l !== null);
      return { title: str(x.title) || str(x.label) || `${i + 1}`, lists };
    })
    .filter((g) => g.lists.length > 0);
  const loc = isRecord(d.location) ? d.location : {};
  const values = clearedSearch(groups, d.isAdvanced === true);
  Object.assign(values, clampAges(num(d.ageMin, AGE_MIN), num(d.ageMax, AGE_MAX)));
  values.apodo = str(d.nickname);
  values.id_provincia = int(loc.province);
  values.id_localidad = values.id_provincia ? int(loc.city) : 0;
  values.distancia = int(d.distance);
  const rawLists = list(d.groups).flatMap((g: unknown) => (isRecord(g) ? list(g.lists) : []));
  for (const g of groups)
    for (const l of g.lists) {
      const raw = rawLists.find((r): r is Record<string, unknown> => isRecord(r) && str(r.key) === l.key);
      const v = raw?.value;
      values[l.key] =
        l.type === 'array'
          ? Array.isArray(v)
            ? v.map((x: unknown) => str(x)).filter(Boolean)
            : str(v)
              ? [str(v)]
              : []
          : Array.isArray(v)
            ? str(v[0])
            : str(v);
    }
  return { groups, values };
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
