/** The member's own profile as the wire answers it (GET /v1/profile, the wizard's post-register). */
import type { ApiFormFieldJson, ApiFormGroupJson, ApiMyProfileJson, ApiOptionJson, ApiPostRegisterJson } from '@/mocks/wire/my-profile';
import { ACTIVITY_GROUPS, COUPLE_FIELDS, PERSONAL_GROUPS, TAG_FIELDS } from '../../db/catalogue';
import { LOCATIONS, ageOf, findCity } from '../../db';
import type { DbAttributes, DbMember } from '../../db';
import { activityImage } from './catalogue';

const opt = (label: string): ApiOptionJson => ({ label, value: label });
const SELECT: ApiOptionJson = { label: 'Seleccionar', value: null };

function field(
  id: number,
  key: string,
  label: string,
  type: string,
  options: readonly string[],
  current: string | readonly string[],
): ApiFormFieldJson {
  const chosen = (Array.isArray(current) ? current : current ? [current] : []) as string[];
  return { id, key, label, type, select: chosen.length ? chosen.map(opt) : [SELECT], options: options.map(opt) };
}

function personalData(m: DbMember): ApiFormGroupJson[] {
  return PERSONAL_GROUPS.map((g) => ({
    title: g.title,
    list: g.fields.map((f) => field(f.id, f.key, f.label, f.inputType, f.options, m.attributes[f.key as keyof DbAttributes])),
  }));
}

export function completeness(m: DbMember): number {
  const checks: boolean[] = [
    m.nickname.length > 0,
    m.description.length > 0,
    m.photos.length > 0,
    m.cityId > 0,
    ...PERSONAL_GROUPS.flatMap((g) =>
      g.fields.map((f) => {
        const v = m.attributes[f.key as keyof DbAttributes];
        return Array.isArray(v) ? v.length > 0 : Boolean(v);
      }),
    ),
    ...ACTIVITY_GROUPS.map((g) => m.activities[g.key].length > 0),
    ...TAG_FIELDS.map((t) => m.tags[t.key].length > 0),
    ...COUPLE_FIELDS.map((c) => Boolean(m.couple[c.key])),
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}

const FIND: Record<string, string> = {
  'h-m': 'Hombre que busca mujeres',
  'm-h': 'Mujer que busca hombres',
  'h-h': 'Hombre que busca hombres',
  'm-m': 'Mujer que busca mujeres',
};

export function toMyProfileJson(m: DbMember): ApiMyProfileJson {
  const province = LOCATIONS.find((p) => p.id === m.provinceId);
  const city = findCity(m.cityId);
  const picture = m.photos[0];
  return {
    id: m.id,
    ageRange: { ...m.ageRange },
    gender: m.gender,
    // The contract's MyProfile.nickname is 'the approved one if moderation flag is '1', else the pending
    // one' (ME-07): the name to show. nicknamePending is the demo's extra (not in the contract).
    nickname: m.nickname,
    nicknamePending: m.nicknameModeration === 1 ? '' : m.nickname,
    nicknameModeration: String(m.nicknameModeration),
    description: m.description,
    descriptionModeration: String(m.descriptionModeration),
    years: ageOf(m),
    find: FIND[`${m.soy}-${m.busco}`] ?? '',
    location: {
      province: {
        label: 'Provincia',
        select: province ? { label: province.name, value: province.id } : SELECT,
        options: LOCATIONS.map((p) => ({ label: p.name, value: p.id })),
      },
      city: {
        label: 'Ciudad',
        select: city && city.provinceId === m.provinceId ? { label: city.name, value: city.id } : SELECT,
        options: (province?.cities ?? []).map((c) => ({ label: c.name, value: c.id })),
      },
    },
    personalData: personalData(m),
    coupleData: {
      title: '¿Qué tipo de pareja estás buscando?',
      list: COUPLE_FIELDS.map((f) => field(f.id, f.key, f.label, f.inputType, f.options, m.couple[f.key])),
    },
    activities: {
      title: 'Actividades',
      list: ACTIVITY_GROUPS.map((g) => ({
        ...field(g.id, g.key, g.title, 'm', g.options, m.activities[g.key]),
        options: g.options.map((o) => ({ label: o, value: o, image: activityImage(g.key, o) })),
      })),
    },
    tags: {
      films: { title: 'Películas', list: [...m.tags.films], id: 30, key: 'films', inputType: 't' },
      music: { title: 'Música', list: [...m.tags.music], id: 31, key: 'music', inputType: 't' },
      books: { title: 'Libros', list: [...m.tags.books], id: 32, key: 'books', inputType: 't' },
    },
    // The contract's ProfilePicture.name is a string: '' when the member has no photo.
    picture: { name: picture?.name ?? '', hasPicture: m.photos.some((p) => p.approved) },
    complitud: completeness(m),
  };
}

export function toPostRegisterJson(m: DbMember): ApiPostRegisterJson {
  const full = toMyProfileJson(m);
  return {
    nickname: full.nicknamePending || full.nickname,
    nicknameModeration: full.nicknameModeration,
    description: m.description,
    descriptionModeration: full.descriptionModeration,
    picture: full.picture,
    gender: m.gender,
    ageRange: full.ageRange,
    personalData: full.personalData,
  };
}
