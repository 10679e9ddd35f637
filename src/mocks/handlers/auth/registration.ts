/** Registration: validating the register form and creating the member as the real site does. */
import { http } from 'msw';
import type { ApiGenderLetter } from '@/mocks/wire/session';
import { db, findCity, findMemberByEmail, findProvince, genderTextFor, nextMemberId } from '../../db';
import type { DbMember } from '../../db';
import { zodiacSign } from '../../db/catalogue';
import { ageOn, isoAt } from '../../db/time';
import { randomHex } from '../../lib/random-token';
import { apiUrl, int, readBody, str, validationError } from '../base';
import type { Body } from '../base';
import { EMAIL_PATTERN, PASSWORD_PATTERN, signIn } from './common';

export interface RegisterInput {
  email: string;
  password: string;
  birthdate: string;
  soy: ApiGenderLetter;
  busco: ApiGenderLetter;
  provinceId: number;
  cityId: number;
  facebookUserId?: string;
}

function isGenderLetter(value: unknown): value is ApiGenderLetter {
  return value === 'h' || value === 'm';
}

/** Validates an ApiRegisterPayload; returns the field errors or the clean input. */
export function validateRegistration(body: Body, now = Date.now()): { errors: Record<string, string> } | { input: RegisterInput } {
  const errors: Record<string, string> = {};
  const email = str(body, 'email').trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) errors.email = 'invalid';

  const social = body.socialMedia ?? null;
  const socialData = body.socialMediaData as { accessToken?: unknown; userID?: unknown } | null | undefined;
  let facebookUserId: string | undefined;
  if (social === 'facebook') {
    if (!socialData || typeof socialData.accessToken !== 'string' || typeof socialData.userID !== 'string' || !socialData.userID)
      errors.socialMediaData = 'invalid';
    else facebookUserId = socialData.userID;
  } else if (social !== null) {
    errors.socialMedia = 'invalid';
  }

  const password = str(body, 'password');
  if (!PASSWORD_PATTERN.test(password) && !(facebookUserId && password === '')) errors.password = 'invalid';

  const bd = (body.birthdate ?? {}) as Record<string, unknown>;
  const [day, month, year] = [int(bd.day), int(bd.month), int(bd.year)];
  let birthdate = '';
  if (day === null || month === null || year === null || !isRealDate(year, month, day)) {
    errors.birthdate = 'invalid';
  } else {
    birthdate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const age = ageOn(birthdate, now);
    if (age < 18 || age > 118) errors.birthdate = 'invalid';
  }

  if (!isGenderLetter(body.gender)) errors.gender = 'invalid';
  if (!isGenderLetter(body.genderWanted)) errors.genderWanted = 'invalid';
  const provinceId = int(body.province);
  const cityId = int(body.city);
  if (provinceId === null || !findProvince(provinceId)) errors.province = 'invalid';
  if (cityId === null || findCity(cityId)?.provinceId !== provinceId) errors.city = 'invalid';

  if (!errors.email && findMemberByEmail(email)) errors.email = 'exists';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      email,
      password: password || randomHex(8),
      birthdate,
      soy: body.gender as ApiGenderLetter,
      busco: body.genderWanted as ApiGenderLetter,
      provinceId: provinceId as number,
      cityId: cityId as number,
      facebookUserId,
    },
  };
}

function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A new member as the real site creates one: no photo, empty profile, free plan. */
export function createMember(input: RegisterInput, now = Date.now()): DbMember {
  const id = nextMemberId();
  const local = input.email.split('@')[0] ?? 'usuario';
  const nicknameBase = local.replace(/[^\p{L}\p{N}_]/gu, '') || 'Usuario';
  const nickname = (nicknameBase.charAt(0).toUpperCase() + nicknameBase.slice(1)).slice(0, 15);
  const age = ageOn(input.birthdate, now);
  const [, month, day] = input.birthdate.split('-').map(Number) as [number, number, number];
  const member: DbMember = {
    id,
    email: input.email,
    password: input.password,
    username: `${nickname.toLowerCase()}${id}`,
    nickname,
    nicknameModeration: 1,
    gender: input.soy === 'h' ? 1 : 2,
    genderText: genderTextFor(input.soy, input.busco),
    soy: input.soy,
    busco: input.busco,
    birthdate: input.birthdate,
    provinceId: input.provinceId,
    cityId: input.cityId,
    description: '',
    descriptionModeration: 1,
    photos: [],
    heightCm: 0,
    attributes: {
      altura: '',
      contextura: '',
      ojos: '',
      pelo: '',
      estado_civil: '',
      signo: zodiacSign(day, month),
      religion: '',
      fuma: '',
      bebe: '',
      estudios: '',
      profesion: '',
      hijos: '',
      deseo_hijos: '',
      idiomas: [],
    },
    activities: { deportes: [], salidas: [], vacaciones: [] },
    tags: { films: [], music: [], books: [] },
    couple: { busco: '', contextura: '', fuma: '', hijos: '' },
    ageRange: { min: Math.max(18, age - 5), max: Math.min(99, age + 10) },
    online: true,
    premium: false,
    activeSubscription: false,
    btnRefund: false,
    hasMatchingListing: false,
    likeGame: false,
    lastActive: isoAt(now),
    createdAt: isoAt(now),
    status: 'active',
    imagePermission: false,
    ...(input.facebookUserId ? { facebookUserId: input.facebookUserId } : {}),
  };
  db.members.set(id, member);
  return member;
}

export const registrationHandlers = [
  http.post(apiUrl('/v1/register'), async ({ request }) => {
    const result = validateRegistration(await readBody(request));
    if ('errors' in result) return validationError(result.errors);
    return signIn(createMember(result.input));
  }),
];
