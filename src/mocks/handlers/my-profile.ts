/**
 * The member's own profile and photos (API-42..45; OPEN-16, OPEN-19), kept per member in the demo db:
 *
 *   GET  /v1/profile                 my profile (ME-06)        GET /v1/profile/post-register (WIZ-06)
 *   PUT  /v1/profile/data-sheet      {data: {apodo, provincia, localidad}}
 *   PUT  /v1/profile/data-form       {input: {id, tipo, valor}}
 *   PUT  /v1/profile/description     {description: {descripcion}}
 *   (PUT /v1/account/age-range, the couple section's age range, is the account handlers'.)
 *   GET  /v1/profile/image           own photos;  POST (form `img` or `img[]`), PUT/DELETE /{id}
 *   GET  /v1/suggest/{films|music|books}?q=   tag suggestions from a seeded catalogue (OPEN-12)
 *
 * Uploads are kept in memory and served by the image host (handlers/images.ts). Moderation approves a
 * pending photo, nickname or description `moderation.delayMs` after it arrived (POST /__demo/moderation
 * {delayMs} changes it; checked lazily on each read, so no timers outlive a test).
 */
import { http, HttpResponse } from 'msw';
import type {
  ApiFormFieldJson,
  ApiFormGroupJson,
  ApiMyProfileJson,
  ApiOptionJson,
  ApiOwnImagesJson,
  ApiPostRegisterJson,
} from '@/api/types/my-profile';
import { ACTIVITY_GROUPS, COUPLE_FIELDS, MAX_ACTIVITY_PICKS, PERSONAL_GROUPS, TAG_FIELDS, personalField } from '../db/catalogue';
import { LOCATIONS, ageOf, db, findCity, findProvince } from '../db';
import type { DbAttributes, DbCouple, DbMember } from '../db';
import { randomHex } from '../lib/random-token';
import { apiUrl, int, jsonError, readBody, memberRoute } from './base';

export const MAX_PHOTOS = 12;
/** Largest accepted upload (bytes); larger answers 413. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The demo's moderation delay (ms). */
export const moderation = { delayMs: 3000 };

/** Uploaded photo bytes by file name without extension, served by the image host (any of webp/jpg/png asked). */
const uploads = new Map<string, { bytes: Uint8Array; type: string }>();
const baseName = (name: string) => name.replace(/\.(webp|jpe?g|png)$/i, '');
export function uploadedImage(name: string): { bytes: Uint8Array; type: string } | undefined {
  return uploads.get(baseName(name));
}

/** Approves what has waited long enough (lazy moderation). */
export function settleModeration(m: DbMember, now = Date.now()): void {
  const due = (at: number | undefined) => at !== undefined && now - at >= moderation.delayMs;
  for (const p of m.photos) {
    if (!p.approved && due(p.submittedAt)) {
      p.approved = true;
      delete p.submittedAt;
    }
  }
  if (m.nicknameModeration === 0 && due(m.nicknameSubmittedAt)) {
    m.nicknameModeration = 1;
    delete m.nicknameApproved;
    delete m.nicknameSubmittedAt;
  }
  if (m.descriptionModeration === 0 && due(m.descriptionSubmittedAt)) {
    m.descriptionModeration = 1;
    delete m.descriptionApproved;
    delete m.descriptionSubmittedAt;
  }
}

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

const activityImage = (key: string, label: string) => apiUrl(`/img/activity/${key}/${encodeURIComponent(label)}.svg`);

function personalData(m: DbMember): ApiFormGroupJson[] {
  return PERSONAL_GROUPS.map((g) => ({
    title: g.title,
    list: g.fields.map((f) => field(f.id, f.key, f.label, f.inputType, f.options, m.attributes[f.key as keyof DbAttributes])),
  }));
}

function completeness(m: DbMember): number {
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
    nickname: m.nicknameModeration === 1 ? m.nickname : (m.nicknameApproved ?? m.nickname),
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
    picture: { name: picture?.name ?? null, hasPicture: m.photos.some((p) => p.approved) },
    complitud: completeness(m),
  };
}

function toPostRegisterJson(m: DbMember): ApiPostRegisterJson {
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

export function toImagesJson(m: DbMember): ApiOwnImagesJson {
  return {
    images: m.photos.map((p, i) => ({ id: p.id, src: p.name, approved: p.approved, isProfile: i === 0 })),
  };
}

const recordOf = (v: unknown) => (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;

/** A new nickname or description waits for moderation; the approved one is kept meanwhile. */
function submitModerated(m: DbMember, field: 'nickname' | 'description', text: string): void {
  if (text === m[field]) return;
  if (m[`${field}Moderation` as const] === 1) m[`${field}Approved` as const] = m[field];
  m[field] = text;
  m[`${field}Moderation` as const] = 0;
  m[`${field}SubmittedAt` as const] = Date.now();
}

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

function readImageFiles(form: FormData): File[] {
  const out: File[] = [];
  for (const key of ['img', 'img[]']) for (const v of form.getAll(key)) if (typeof v !== 'string') out.push(v);
  return out;
}

/** JPEG, PNG or WebP by their first bytes (the demo stores only what a browser can show). */
function isImageBytes(b: Uint8Array): string | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45) return 'image/webp';
  return null;
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The seeded suggestion catalogue: the questionnaire's pools plus a few more titles per kind. */
const EXTRA: Record<string, string[]> = {
  films: [
    'Esperando la carroza 2',
    'La historia oficial',
    'El ciudadano ilustre',
    'Medianeras',
    'Zama',
    'Kamchatka',
    'Dos hermanos',
    'El clan',
    'Casados con hijos',
  ],
  music: [
    'Los Piojos',
    'Babasónicos',
    'Spinetta',
    'Attaque 77',
    'Damas Gratis',
    'Los Palmeras',
    'Nathy Peluso',
    'Wos',
    'Trueno',
    'Miranda!',
  ],
  books: [
    'El juguete rabioso',
    'Operación masacre',
    'La invención de Morel',
    'Nuestra parte de noche',
    'Distancia de rescate',
    'Los siete locos',
    'Facundo',
  ],
};
export function suggestionsFor(kind: string, q: string): string[] {
  const pool = TAG_FIELDS.find((t) => t.key === kind)?.pool;
  if (!pool) return [];
  const needle = norm(q.trim());
  if (!needle) return [];
  return [...pool, ...(EXTRA[kind] ?? [])].filter((x) => norm(x).includes(needle)).slice(0, 8);
}

export const myProfileHandlers = [
  http.post(apiUrl('/__demo/moderation'), async ({ request }) => {
    const body = await readBody(request);
    const delay = int(body.delayMs);
    if (delay === null || delay < 0) return jsonError(400, { errors: { delayMs: 'invalid' } });
    moderation.delayMs = delay;
    return HttpResponse.json({ delayMs: delay });
  }),

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

  memberRoute.get('/v1/profile/image', ({ member }) => {
    settleModeration(member);
    return HttpResponse.json(toImagesJson(member));
  }),

  memberRoute.post('/v1/profile/image', async ({ request, member }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return jsonError(400, { error: 'no_image' });
    }
    const files = readImageFiles(form);
    if (files.length === 0) return jsonError(400, { error: 'no_image' });
    // ME-29: the 12-photo limit holds however many requests race.
    if (member.photos.length + files.length > MAX_PHOTOS) return jsonError(400, { error: 'max_images' });
    const stored: { bytes: Uint8Array; type: string }[] = [];
    for (const f of files) {
      if (f.size > MAX_UPLOAD_BYTES) return jsonError(413, { error: 'too_large' });
      const bytes = new Uint8Array(await f.arrayBuffer());
      const type = isImageBytes(bytes);
      if (!type) return jsonError(400, { error: 'not_an_image' });
      stored.push({ bytes, type });
    }
    if (member.photos.length + stored.length > MAX_PHOTOS) return jsonError(400, { error: 'max_images' });
    for (const s of stored) {
      const id = db.nextIds.photo++;
      const name = `up-${member.id}-${id}-${randomHex(4)}.jpg`;
      uploads.set(baseName(name), s);
      member.photos.push({ id, name, approved: false, submittedAt: Date.now() });
    }
    return HttpResponse.json(toImagesJson(member), { status: 201 });
  }),

  memberRoute.put('/v1/profile/image/:id', ({ params, member }) => {
    const id = int(params.id);
    const index = member.photos.findIndex((p) => p.id === id);
    const photo = member.photos[index];
    if (!photo || !photo.approved) return jsonError(400, { error: 'invalid_image' });
    member.photos.splice(index, 1);
    member.photos.unshift(photo);
    return HttpResponse.json(toImagesJson(member));
  }),

  memberRoute.delete('/v1/profile/image/:id', ({ params, member }) => {
    const id = int(params.id);
    const index = member.photos.findIndex((p) => p.id === id);
    if (index < 0) return jsonError(400, { error: 'invalid_image' });
    member.photos.splice(index, 1);
    return HttpResponse.json(toImagesJson(member));
  }),

  // OPEN-12: the demo's suggestion source, a plain list of strings (one URL template per kind).
  http.get(apiUrl('/v1/suggest/:kind'), ({ params, request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    // (CORS headers come from the node server's middleware: a second Allow-Origin here broke it in browsers.)
    return HttpResponse.json(suggestionsFor(String(params.kind), q));
  }),

  // Activity option images: a small tile with the option's initial.
  http.get(apiUrl('/img/activity/:group/:file'), ({ params }) => {
    const label = decodeURIComponent(String(params.file)).replace(/\.svg$/, '');
    const hue = [...label].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);
    const initial = label.charAt(0).toUpperCase().replace(/[<>&]/g, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="hsl(${hue} 65% 88%)"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="hsl(${hue} 55% 32%)">${initial}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  }),
];

/** Personal field lookup re-exported for tests. */
export { personalField };
