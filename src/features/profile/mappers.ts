/**
 * The profile view from the wire (PROF-02, PROF-07). Every field is read tolerantly (OPEN-18): a
 * missing or mistyped field falls back, so a malformed answer never throws; without the member's id
 * the answer is not a profile (null: the modal shows its error with 'Reintentar').
 */
import { age, bool, id as idOf, isRecord, list, num, str, withId } from '@/shared/lib/wire';
import type { ProfileSection, ProfileView } from './types';

const SECTION_KEYS = ['datos_personales', 'apariencia', 'estilo_vida', 'idiomas', 'profesion_familia'] as const;

const strings = (v: unknown): string[] => list(v).flatMap((x) => str(x) || []);

function section(key: string, s: unknown): ProfileSection {
  const r = isRecord(s) ? s : {};
  return {
    key,
    title: str(r.title),
    items: list(r.items)
      .flatMap((f) =>
        isRecord(f) ? [{ label: str(f.label), value: Array.isArray(f.value) ? strings(f.value).join(', ') : str(f.value) }] : [],
      )
      .filter((f) => f.value !== ''),
  };
}

export const toProfileView = (v: unknown): ProfileView | null =>
  withId(v, 'id', (j, id) => {
    const images = isRecord(j.images) ? j.images : {};
    const photos = [str(images.profile), ...strings(images.approved)].filter(Boolean);
    const tags = isRecord(j.tags) ? j.tags : {};
    const couple = isRecord(j.pareja) ? j.pareja : {};
    const coupleAge = isRecord(j.pareja_edad) ? j.pareja_edad : {};
    return {
      id,
      nickname: str(j.nickname),
      years: age(j.years),
      gender: num(j.gender) === 1 ? 1 : 2,
      // Not named by the contract for the profile view: used when present, never depended on.
      online: j.status === undefined ? null : j.status === 'online',
      liked: j.liked === undefined ? null : bool(j.liked),
      reported: bool(j.reported),
      location: isRecord(j.location)
        ? { provinceId: idOf(j.location.provinceId), cityId: idOf(j.location.cityId) }
        : { provinceId: null, cityId: null },
      description: isRecord(j.descripcion) ? str(j.descripcion.descripcion_moderacion_aprobada) : '',
      sign: isRecord(j.ficha) ? str(j.ficha.signo) : '',
      sections: SECTION_KEYS.map((k) => section(k, j[k])).filter((s) => s.items.length > 0),
      activities: list(j.actividades_vacaciones)
        .flatMap((g) => (isRecord(g) ? [{ key: str(g.key), title: str(g.title), items: strings(g.items) }] : []))
        .filter((g) => g.items.length > 0),
      tags: { films: strings(tags.films), music: strings(tags.music), books: strings(tags.books) },
      couple: {
        title: str(couple.title),
        items: section('pareja', couple).items,
        ageMin: num(coupleAge.min, 18),
        ageMax: num(coupleAge.max, 99),
      },
      photos: [...new Set(photos)],
    };
  });
