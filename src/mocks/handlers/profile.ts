/**
 * The profile view (API-41, OPEN-11): GET /v1/profile/{id} answers the sections of PROF-07, built
 * from the questionnaire of db/catalogue.ts. Viewing another member's profile records a visit.
 * Non-numeric ids (/v1/profile/image ...) pass through to the my-profile handlers.
 */
import { HttpResponse } from 'msw';
import type { ApiProfileSectionJson, ApiProfileViewJson } from '@/mocks/wire/profile';
import { ACTIVITY_GROUPS, COUPLE_FIELDS, PERSONAL_GROUPS } from '../db/catalogue';
import { ageOf, db, getMember, hasReported, locationText, profilePhoto } from '../db';
import type { DbAttributes, DbMember } from '../db';
import { int, jsonError, memberRoute } from './base';

function section(key: string, member: DbMember): ApiProfileSectionJson {
  const group = PERSONAL_GROUPS.find((g) => g.section === key);
  if (!group) return { title: key, items: [] };
  return {
    title: group.title,
    items: group.fields
      .map((f) => ({ label: f.label, value: member.attributes[f.key as keyof DbAttributes] }))
      .filter((f) => (Array.isArray(f.value) ? f.value.length > 0 : Boolean(f.value))),
  };
}

export function toProfileViewJson(viewer: DbMember, m: DbMember): ApiProfileViewJson {
  const photo = profilePhoto(m);
  const approved = m.photos.filter((p) => p.approved).map((p) => p.name);
  const pending = viewer.id === m.id ? m.photos.filter((p) => !p.approved).map((p) => p.name) : [];
  const approvedText = m.descriptionModeration === 1 ? m.description : '';
  return {
    id: m.id,
    nickname: m.nickname,
    years: ageOf(m),
    gender: m.gender,
    status: m.online ? 'online' : 'offline',
    liked: db.likes.some((l) => l.from === viewer.id && l.to === m.id),
    reported: hasReported(viewer.id, m.id),
    locationText: locationText(m.provinceId, m.cityId),
    location: { provinceId: m.provinceId, cityId: m.cityId },
    datos_personales: section('datos_personales', m),
    apariencia: section('apariencia', m),
    estilo_vida: section('estilo_vida', m),
    idiomas: section('idiomas', m),
    profesion_familia: section('profesion_familia', m),
    actividades_vacaciones: ACTIVITY_GROUPS.map((g) => ({ key: g.key, title: g.title, items: [...m.activities[g.key]] })),
    pareja: {
      title: '¿Qué tipo de pareja está buscando?',
      items: COUPLE_FIELDS.map((f) => ({ label: f.label, value: m.couple[f.key] })),
    },
    pareja_edad: { ...m.ageRange },
    ficha: { signo: m.attributes.signo },
    tags: { films: [...m.tags.films], music: [...m.tags.music], books: [...m.tags.books] },
    images: { profile: photo?.name ?? null, approved, pending },
    descripcion: {
      descripcion_moderacion_aprobada: approvedText,
      descripcion_aprobada: m.descriptionModeration,
      descripcion_moderacion: m.descriptionModeration === 1 ? '' : m.description,
    },
  };
}

/** The GET routes under /v1/profile/ that are not a member's id. */
const PROFILE_ROUTES = new Set(['image', 'post-register']);

export const profileHandlers = [
  memberRoute.get('/v1/profile/:id', ({ params, member }) => {
    const id = int(params.id);
    // The profile's own routes (GET /v1/profile/image, /post-register) are theirs; any other word names
    // no member here (the demo's ids are numbers), which the demo answers as for a member it lacks.
    if (id === null) return PROFILE_ROUTES.has(String(params.id)) ? undefined : jsonError(400, { error: 'user_not_found_profile' });
    const other = getMember(id);
    if (!other || other.system || other.status !== 'active') return jsonError(400, { error: 'user_not_found_profile' });
    if (other.id !== member.id) {
      const visit = db.visits.find((v) => v.from === member.id && v.to === other.id);
      if (visit) {
        visit.createdAt = new Date().toISOString();
        visit.seen = false;
      } else db.visits.push({ from: member.id, to: other.id, createdAt: new Date().toISOString(), seen: false });
    }
    return HttpResponse.json(toProfileViewJson(member, other));
  }),
];
