/**
 * Pure search helpers: the defaults and 'limpiar' (SRCH-09, SRCH-10), the saved search from the
 * server's options (SRCH-05, SRCH-07), and the wire mapper of the options (robust to missing or
 * mistyped fields; unknown groups are kept, not dropped). The stored saved search and the filters
 * sent (SRCH-04, SRCH-06): ./body.ts.
 */
import { isRecord, list, num, str } from '@/shared/lib/wire';
import { AGE_MAX, AGE_MIN } from '@/shared/lib/age-range';
import { clampAges } from './body';
import { BASE_KEYS, DEFAULT_DISTANCE, type SavedSearch, type SearchGroup, type SearchList } from './types';

const isBase = (k: string) => (BASE_KEYS as readonly string[]).includes(k);

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

const int = (v: unknown): number => Math.max(0, Math.round(num(v)));

/** The options' own fields (SearchOptions' properties, and the demo's distance and isAdvanced): not lists. */
const OPTION_FIELDS = ['ageMin', 'ageMax', 'nickname', 'location', 'distance', 'isAdvanced'];
/** SRCH-06's advanced filters: a list named only by its label is matched to one of these. */
const ADVANCED_KEYS = ['altura', 'bebe', 'busco', 'deseo_hijos', 'estado_civil', 'estudios', 'fuma', 'hijos', 'religion', 'signo'];
/** A name that can be a filter key (a map's key, a list's value); anything else (spaces, capitals) is a title. */
const KEY_LIKE = /^[a-z][a-z0-9_]*$/;
/** Names of containers, never a filter key. */
const CONTAINERS = ['list', 'lists', 'items', 'groups', 'options', 'filters', 'select'];
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A grouped list (SearchOptionGroup: label, value, select list, type): a record with a select list. */
const isListRecord = (v: unknown): v is Record<string, unknown> => isRecord(v) && Array.isArray(v.select);

interface FoundList {
  raw: Record<string, unknown>;
  /** The name it sits under in a record ('' inside an array). */
  name: string;
  /** The title of the group it belongs to ('' when none is given). */
  title: string;
}

/**
 * Finds the grouped lists wherever a field of the options holds them (the contract does not name the
 * field: `patternProperties '.*'`): a list itself, an array of lists or of groups ({title, lists}), a map
 * of lists by filter key, or a map of group titles to lists.
 */
function collectLists(v: unknown, name: string, title: string, depth: number, out: FoundList[]): void {
  if (depth > 5) return;
  if (isListRecord(v)) {
    out.push({ raw: v, name, title });
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) collectLists(x, '', title, depth + 1, out);
    return;
  }
  if (!isRecord(v)) return;
  const own = str(v.title) || str(v.label);
  for (const [k, x] of Object.entries(v)) {
    if (k === 'title' || k === 'label') continue;
    // A map of group titles ('Datos personales') to their lists: the key is the group's title.
    const keyTitle = !own && !KEY_LIKE.test(k) && Array.isArray(x) ? k : '';
    collectLists(x, k, own || keyTitle || title, depth + 1, out);
  }
}

/**
 * A list's filter key: its `key` (the demo), else the name it sits under (a map by filter key), else its
 * `value` when that names a key rather than a choice (not one of its options), else its label matched
 * to an advanced filter of SRCH-06. null: a list the app cannot name is not shown (it could not be sent).
 */
function keyOf(f: FoundList, optionValues: string[]): { key: string; valueIsKey: boolean } | null {
  const r = f.raw;
  const explicit = str(r.key ?? r.value_key ?? r.name).trim();
  if (explicit) return { key: explicit, valueIsKey: false };
  if (KEY_LIKE.test(f.name) && !CONTAINERS.includes(f.name)) return { key: f.name, valueIsKey: false };
  const value = str(r.value);
  if (KEY_LIKE.test(value) && !optionValues.includes(value)) return { key: value, valueIsKey: true };
  const byLabel = fold(str(r.label));
  return ADVANCED_KEYS.includes(byLabel) ? { key: byLabel, valueIsKey: false } : null;
}

function toList(f: FoundList): { list: SearchList; chosen: string | string[] } | null {
  const r = f.raw;
  const type = r.type === 'array' || (r.type !== 'text' && Array.isArray(r.value)) ? 'array' : 'text';
  const select = list(r.select)
    .map((o: unknown) => {
      if (typeof o === 'string') return { label: o, value: o };
      const x = isRecord(o) ? o : {};
      const value = str(x.value);
      return { label: str(x.label) || value, value };
    })
    .filter((o) => o.label !== '' && (type === 'text' || o.value !== ''));
  const named = keyOf(
    f,
    select.map((o) => o.value),
  );
  if (!named || isBase(named.key)) return null;
  const v = named.valueIsKey ? undefined : r.value;
  const chosen =
    type === 'array'
      ? Array.isArray(v)
        ? v.map((x: unknown) => str(x)).filter(Boolean)
        : str(v)
          ? [str(v)]
          : []
      : Array.isArray(v)
        ? str(v[0])
        : str(v);
  return { list: { key: named.key, label: str(r.label) || named.key, type, select }, chosen };
}

/** A place id of the options' location: an id, or a picker-like record ({id}, {value}, {select: {value}}). */
function placeIdOf(v: unknown): number {
  if (!isRecord(v)) return int(v);
  const select = isRecord(v.select) ? v.select.value : undefined;
  return int(v.id ?? v.value ?? select);
}

/**
 * The server's options (API-46): the groups, and the values it holds for this member. The grouped lists
 * are read wherever the answer holds them (collectLists); lists without a group title form one group
 * with no title.
 */
export function toSearchOptions(data: unknown): { groups: SearchGroup[]; values: SavedSearch } | null {
  if (!isRecord(data)) return null;
  const d = data;
  const found: FoundList[] = [];
  for (const [k, v] of Object.entries(d)) if (!OPTION_FIELDS.includes(k)) collectLists(v, k, '', 0, found);
  const groups: SearchGroup[] = [];
  const chosen = new Map<string, string | string[]>();
  for (const f of found) {
    const read = toList(f);
    if (!read || chosen.has(read.list.key)) continue;
    chosen.set(read.list.key, read.chosen);
    const group = groups.find((g) => g.title === f.title);
    if (group) group.lists.push(read.list);
    else groups.push({ title: f.title, lists: [read.list] });
  }
  const loc = isRecord(d.location) ? d.location : {};
  const values = clearedSearch(groups, d.isAdvanced === true);
  Object.assign(values, clampAges(num(d.ageMin, AGE_MIN), num(d.ageMax, AGE_MAX)));
  values.apodo = str(d.nickname);
  values.id_provincia = placeIdOf(loc.province);
  values.id_localidad = values.id_provincia ? placeIdOf(loc.city) : 0;
  values.distancia = int(d.distance);
  for (const [key, v] of chosen) values[key] = v;
  return { groups, values };
}
