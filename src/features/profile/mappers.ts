import type { ApiProfileSectionJson, ApiProfileViewJson } from '@/api/types/profile';
import type { ProfileSection, ProfileView } from './types';

const SECTION_KEYS = ['datos_personales', 'apariencia', 'estilo_vida', 'idiomas', 'profesion_familia'] as const;

function section(key: string, s: ApiProfileSectionJson | undefined): ProfileSection {
  return {
    key,
    title: s?.title ?? '',
    items: (s?.items ?? [])
      .map((f) => ({ label: f.label, value: Array.isArray(f.value) ? f.value.join(', ') : String(f.value ?? '') }))
      .filter((f) => f.value !== ''),
  };
}

export function toProfileView(j: ApiProfileViewJson): ProfileView {
  const photos = [j.images?.profile, ...(j.images?.approved ?? [])].filter((p): p is string => Boolean(p));
  return {
    id: j.id,
    nickname: j.nickname,
    years: j.years,
    gender: j.gender === 1 ? 1 : 2,
    online: j.status === 'online',
    liked: Boolean(j.liked),
    reported: Boolean(j.reported),
    locationText: j.locationText,
    description: j.descripcion?.descripcion_moderacion_aprobada ?? '',
    sign: j.ficha?.signo ?? '',
    sections: SECTION_KEYS.map((k) => section(k, j[k])).filter((s) => s.items.length > 0),
    activities: (j.actividades_vacaciones ?? []).filter((g) => g.items.length > 0),
    tags: { films: j.tags?.films ?? [], music: j.tags?.music ?? [], books: j.tags?.books ?? [] },
    couple: {
      title: j.pareja?.title ?? '',
      items: section('pareja', j.pareja).items,
      ageMin: j.pareja_edad?.min ?? 18,
      ageMax: j.pareja_edad?.max ?? 99,
    },
    photos: [...new Set(photos)],
  };
}
