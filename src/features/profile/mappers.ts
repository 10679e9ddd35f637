/**
 * The profile view from the wire (PROF-02, PROF-07). Every field is read tolerantly (OPEN-18): a
 * missing or mistyped field falls back, so a malformed answer never throws; without the member's id
 * the answer is not a profile (null: the modal shows its error with 'Reintentar').
 */
import { age, bool, isRecord, list, num, numericId, online, str, withId } from '@/shared/lib/wire';
import type { ProfileSection, ProfileView } from './types';

const SECTION_KEYS = ['datos_personales', 'apariencia', 'estilo_vida', 'idiomas', 'profesion_familia'] as const;

const strings = (v: unknown): string[] => list(v).flatMap((x) => str(x) || []);

/** A row's value: text, a number, a list of them, or a chosen option ({label}). */
function valueText(v: unknown): string {
  if (Array.isArray(v)) return v.map(valueText).filter(Boolean).join(', ');
  // A chosen option; { label: 'Seleccionar', value: null } is the empty choice (ME-15), not a value.
  if (isRecord(v)) return v.value === null ? '' : str(v.label) || str(v.value);
  return str(v);
}

/** A section: {title, items} (or `list`), or a bare list of {label, value} rows (sections are x-type unstated). */
function section(key: string, s: unknown): ProfileSection {
  const r = isRecord(s) ? s : {};
  const rows: unknown[] = Array.isArray(s) ? s : list(r.items ?? r.list);
  return {
    key,
    title: str(r.title),
    items: rows
      .flatMap((f) => (isRecord(f) ? [{ label: str(f.label), value: valueText(f.value ?? f.select) }] : []))
      .filter((f) => f.value !== ''),
  };
}

/** An age range {min, max} (or edad_min / edad_max), numbers or digit strings, within 18 to 99; else null. */
function ageRangeIn(v: unknown): { min: number; max: number } | null {
  if (!isRecord(v)) return null;
  const min = num(v.min ?? v.edad_min, NaN);
  const max = num(v.max ?? v.edad_max, NaN);
  return Number.isInteger(min) && Number.isInteger(max) && min >= 18 && min <= max && max <= 99 ? { min, max } : null;
}

const isRangeLike = (v: unknown) => isRecord(v) && ['min', 'max', 'edad_min', 'edad_max'].some((k) => k in v);

/**
 * PROF-02 / PROF-07: the couple preferences the answer holds. Each field matching ^pareja (the contract's
 * "pareja sections", names not given) is a card, or, when it is an age range ({min, max}: the demo's
 * pareja_edad), the age looked for; without one, the member's `ageRange` (a My profile field the
 * contract names on the view). Without pareja sections, the answer's `coupleData` (My profile's group)
 * is the card. Nothing is invented: no sections and no range, no couple card.
 */
function couplePreferences(j: Record<string, unknown>): ProfileView['couple'] {
  const keys = Object.keys(j).filter((k) => k.startsWith('pareja'));
  const ranges = keys.map((k) => ageRangeIn(j[k])).filter((r) => r !== null);
  const sections = keys
    .filter((k) => !isRangeLike(j[k]))
    .map((k) => section(k, j[k]))
    .filter((s) => s.items.length > 0);
  // Without pareja sections, My profile's coupleData (named on the view, its shape a group {title, list}).
  const fromCoupleData = sections.length === 0 ? [section('pareja', j.coupleData)].filter((s) => s.items.length > 0) : [];
  return { sections: [...sections, ...fromCoupleData], age: ranges[0] ?? ageRangeIn(j.ageRange) };
}

/**
 * The answer's liked flag, null when it has none (the contract does not name it for the profile view):
 * the lists keep it (membersSeen), the view reads it through selectIsLiked.
 */
export const likedIn = (v: unknown): boolean | null => (isRecord(v) && v.liked !== undefined ? bool(v.liked) : null);

export const toProfileView = (v: unknown): ProfileView | null =>
  withId(v, 'id', (j, id) => {
    const images = isRecord(j.images) ? j.images : {};
    const photos = [str(images.profile), ...strings(images.approved)].filter(Boolean);
    const tags = isRecord(j.tags) ? j.tags : {};
    return {
      id,
      nickname: str(j.nickname),
      years: age(j.years),
      gender: num(j.gender) === 1 ? 1 : 2,
      // Not named by the contract for the profile view: used when present, never depended on.
      online: j.status === undefined ? null : online(j.status),
      reported: bool(j.reported),
      location: isRecord(j.location)
        ? { provinceId: numericId(j.location.provinceId), cityId: numericId(j.location.cityId) }
        : { provinceId: null, cityId: null },
      description: isRecord(j.descripcion) ? str(j.descripcion.descripcion_moderacion_aprobada) : '',
      sign: isRecord(j.ficha) ? str(j.ficha.signo) : '',
      sections: SECTION_KEYS.map((k) => section(k, j[k])).filter((s) => s.items.length > 0),
      activities: list(j.actividades_vacaciones)
        .flatMap((g) => (isRecord(g) ? [{ key: str(g.key), title: str(g.title), items: strings(g.items) }] : []))
        .filter((g) => g.items.length > 0),
      tags: { films: strings(tags.films), music: strings(tags.music), books: strings(tags.books) },
      couple: couplePreferences(j),
      photos: [...new Set(photos)],
    };
  });
