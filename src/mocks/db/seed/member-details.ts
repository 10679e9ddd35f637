/** A seeded member's details: a unique nickname, personal data, a description in voseo, photos. */
import { HEIGHTS_CM, heightLabel, personalField, zodiacSign } from '../catalogue';
import * as TEXT from '../content';
import { genderize } from '../gender';
import { PROVINCE_META, findCity, findProvince } from '../locations';
import type { DbAttributes, DbMember, GenderLetter } from '../types';
import type { SeedState } from './state';

export function uniqueNickname(s: SeedState, gender: 1 | 2, provinceId: number): string {
  const rng = s.rng;
  const base = rng.pick(gender === 1 ? TEXT.MALE_NAMES : TEXT.FEMALE_NAMES);
  const adjective = rng.pick(gender === 1 ? TEXT.MALE_ADJECTIVES : TEXT.FEMALE_ADJECTIVES);
  const slug = PROVINCE_META.get(provinceId)?.slug ?? 'arg';
  const candidates = [
    `${base}_${slug}`,
    `${base}${rng.int(70, 99)}`,
    `${base}_${adjective}`,
    `${capitalize(adjective)}_${base}`,
    `${base}.${slug}${rng.int(1, 9)}`,
  ];
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = (attempt < candidates.length ? rng.pick(candidates) : `${base}${rng.int(10, 999)}`).slice(0, 15);
    if (!s.nicknames.has(candidate.toLowerCase())) return candidate;
  }
  return `${base}${s.nicknames.size}`.slice(0, 15);
}

export function attributesFor(s: SeedState, gender: 1 | 2, age: number, day: number, month: number): DbAttributes {
  const rng = s.rng;
  const options = (key: string): readonly string[] => personalField(key)?.options ?? [];
  const height = gender === 1 ? rng.int(163, HEIGHTS_CM.max) : rng.int(HEIGHTS_CM.min, 182);
  const hair = options('pelo').filter((h) => (h !== 'Pelado' || gender === 1) && (h !== 'Canoso' || age > 45));
  const jobs = options('profesion').filter((j) => (j !== 'Jubilado/a' || age >= 60) && (j !== 'Estudiante' || age < 28));
  const children = age < 25 ? 'No tengo' : rng.pick(options('hijos'));
  const married =
    age < 27
      ? 'Soltero/a'
      : rng.weighted([
          ['Soltero/a', 5],
          ['Divorciado/a', 3],
          ['Separado/a', 2],
          ['Viudo/a', age > 55 ? 2 : 0.2],
        ] as const);
  const languages = [
    'Español',
    ...rng.sample(
      options('idiomas').filter((l) => l !== 'Español'),
      rng.weighted([
        [0, 5],
        [1, 4],
        [2, 1],
      ] as const),
    ),
  ];
  return {
    altura: heightLabel(height),
    contextura: rng.pick(options('contextura')),
    ojos: rng.weighted([
      ['Marrones', 6],
      ['Negros', 2],
      ['Verdes', 1.5],
      ['Celestes', 1.2],
      ['Grises', 0.3],
      ['Miel', 1.5],
    ] as const),
    pelo: rng.pick(hair),
    estado_civil: married,
    signo: zodiacSign(day, month),
    religion: rng.weighted([
      ['Católica', 5],
      ['Evangélica', 1],
      ['Judía', 0.4],
      ['Agnóstica', 1.5],
      ['Atea', 1],
      ['Espiritual, sin religión', 1.5],
      ['Otra', 0.3],
    ] as const),
    fuma: rng.weighted([
      ['No fumo', 6],
      ['Fumo ocasionalmente', 2],
      ['Fumo', 1.5],
      ['Estoy dejando', 0.6],
    ] as const),
    bebe: rng.pick(options('bebe')),
    estudios: rng.pick(options('estudios')),
    profesion: rng.pick(jobs),
    hijos: children,
    deseo_hijos: children === 'No tengo' ? rng.pick(['Sí', 'No', 'Tal vez']) : 'Ya tengo',
    idiomas: languages,
  };
}

export function descriptionFor(s: SeedState, m: DbMember): string {
  const rng = s.rng;
  const fill = (text: string): string =>
    text
      .replace('{city}', findCity(m.cityId)?.name ?? findProvince(m.provinceId)?.name ?? 'Argentina')
      .replace('{trait_cap}', capitalize(rng.pick(TEXT.TRAITS)))
      .replace('{trait}', rng.pick(TEXT.TRAITS))
      .replace('{job}', m.attributes.profesion.toLowerCase().replace('/a', m.gender === 1 ? '' : 'a'))
      .replace('{activity}', (m.activities.deportes[0] ?? m.activities.salidas[0] ?? 'salir a caminar').toLowerCase())
      .replace('{music}', m.tags.music[0] ?? 'Soda Stereo')
      .replace('{holiday}', (m.activities.vacaciones[0] ?? 'la montaña').toLowerCase())
      .replace('{book}', m.tags.books[0] ?? 'Rayuela');
  const likes = rng.sample(TEXT.LIKES, rng.int(1, 2)).map((s) => `${fill(s)}.`);
  const parts = [fill(rng.pick(TEXT.OPENINGS)), ...likes, rng.pick(TEXT.LOOKING_FOR), rng.pick(TEXT.CLOSINGS)];
  return genderize(parts.filter(Boolean).join(' '), m.gender);
}

export function photosFor(s: SeedState, id: number, soy: GenderLetter): DbMember['photos'] {
  const rng = s.rng;
  const count = rng.weighted([
    [1, 3],
    [2, 3],
    [3, 3],
    [4, 2],
    [5, 1],
    [6, 1],
  ] as const);
  // About 1 in 12 members has only a photo waiting for moderation (hasPicture false, default image).
  const onlyPending = count === 1 && rng.chance(0.25);
  return Array.from({ length: count }, (_, n) => ({
    id: s.nextPhotoId++,
    name: `${id}-${soy}-${n + 1}-${rng.hex(6)}.webp`,
    approved: onlyPending ? false : n === 0 || rng.chance(0.85),
  }));
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
