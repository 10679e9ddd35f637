/** Profile fields and the wizard: read the profile, edit the data sheet, description and questionnaire answers. */
import { HttpResponse } from 'msw';
import { ACTIVITY_GROUPS, COUPLE_FIELDS, MAX_ACTIVITY_PICKS, PERSONAL_GROUPS, TAG_FIELDS } from '../../db/catalogue';
import { findCity, findProvince } from '../../db';
import type { DbAttributes, DbCouple, DbMember } from '../../db';
import { int, jsonError, readBody, memberRoute } from '../base';
import { settleModeration, submitModerated } from './moderation';
import { completeness, toMyProfileJson, toPostRegisterJson } from './profile-json';

const recordOf = (v: unknown) => (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;

function updateAnswer(m: DbMember) {
  return HttpResponse.json({
    complitud: completeness(m),
    nicknameModeration: String(m.nicknameModeration),
    descriptionModeration: String(m.descriptionModeration),
  });
}

/** Applies {id, tipo, valor} to a personal-data, couple, activity or tag field; false when invalid. */
function applyInput(m: DbMember, id: number, valor: unknown): boolean {
  const list = (Array.isArray(valor) ? valor : valor === null || valor === undefined || valor === '' ? [] : [valor]).map(String);
  for (const g of PERSONAL_GROUPS) {
    const f = g.fields.find((x) => x.id === id);
    if (!f) continue;
    if (!list.every((v) => f.options.includes(v))) return false;
    const key = f.key as keyof DbAttributes;
    if (f.inputType === 's') (m.attributes as unknown as Record<string, string>)[key] = list[0] ?? '';
    else (m.attributes as unknown as Record<string, string[]>)[key] = list;
    return true;
  }
  const c = COUPLE_FIELDS.find((x) => x.id === id);
  if (c) {
    if (list.length > 1 || !list.every((v) => (c.options as readonly string[]).includes(v))) return false;
    (m.couple as unknown as Record<keyof DbCouple, string>)[c.key] = list[0] ?? '';
    return true;
  }
  const a = ACTIVITY_GROUPS.find((x) => x.id === id);
  if (a) {
    if (list.length > MAX_ACTIVITY_PICKS || !list.every((v) => (a.options as readonly string[]).includes(v))) return false;
    m.activities[a.key] = list;
    return true;
  }
  const t = TAG_FIELDS.find((x) => x.id === id);
  if (t) {
    const tags = [...new Set(list.map((v) => v.trim()).filter((v) => v.length > 0 && v.length <= 80))].slice(0, 30);
    m.tags[t.key] = tags;
    return true;
  }
  return false;
}

export const profileFieldHandlers = [
  memberRoute.get('/v1/profile', ({ member }) => {
    settleModeration(member);
    return HttpResponse.json(toMyProfileJson(member));
  }),

  memberRoute.get('/v1/profile/post-register', ({ member }) => {
    settleModeration(member);
    return HttpResponse.json(toPostRegisterJson(member));
  }),

  memberRoute.put('/v1/profile/data-sheet', async ({ request, member }) => {
    const data = recordOf((await readBody(request)).data);
    if ('apodo' in data) {
      const apodo = typeof data.apodo === 'string' ? data.apodo.trim() : '';
      if (apodo.length < 1 || apodo.length > 15) return jsonError(400, { errors: { apodo: 'invalid' } });
      submitModerated(member, 'nickname', apodo);
    }
    if ('provincia' in data) {
      const provinceId = int(data.provincia);
      if (provinceId === null || !findProvince(provinceId)) return jsonError(400, { errors: { provincia: 'invalid' } });
      if (provinceId !== member.provinceId) {
        member.provinceId = provinceId;
        member.cityId = 0;
      }
    }
    if ('localidad' in data) {
      const cityId = int(data.localidad);
      const city = cityId === null ? undefined : findCity(cityId);
      if (!city || city.provinceId !== member.provinceId) return jsonError(400, { errors: { localidad: 'invalid' } });
      member.cityId = city.id;
    }
    return updateAnswer(member);
  }),

  memberRoute.put('/v1/profile/description', async ({ request, member }) => {
    const d = recordOf((await readBody(request)).description);
    const text = typeof d.descripcion === 'string' ? d.descripcion.trim() : '';
    if (text.length < 1 || text.length > 1500) return jsonError(400, { errors: { descripcion: 'invalid' } });
    submitModerated(member, 'description', text);
    return updateAnswer(member);
  }),

  memberRoute.put('/v1/profile/data-form', async ({ request, member }) => {
    const body = await readBody(request);
    const input = (body.input && typeof body.input === 'object' ? body.input : {}) as Record<string, unknown>;
    const id = int(input.id);
    if (id === null || !applyInput(member, id, input.valor)) return jsonError(400, { errors: { input: 'invalid' } });
    return updateAnswer(member);
  }),
];
