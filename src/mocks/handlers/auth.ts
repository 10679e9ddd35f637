/**
 * Access calls (A §7; OPEN-06, OPEN-07): authenticate, register, social connect, relog, autologin,
 * password recovery and reset, e-mail validation.
 *
 * Failures follow the error catalogue (A §8): a plain unauthorised answer (401 with an error the
 * catalogue does not name, e.g. invalid_credentials) is a "null result" for the client, while
 * invalid_token, user_locked and errcode 1000 are session problems it acts on.
 */
import { http, HttpResponse } from 'msw';
import type { ApiFacebookConnectJson, ApiGenderLetter } from '@/api/types/session';
import {
  AUTOLOGIN_PREFIX,
  accountStateFailure,
  issueRecoveryToken,
  issueSession,
  issueToken,
  memberForAutologinToken,
  memberForRecoveryToken,
} from '../auth/tokens';
import {
  DEMO_ACCOUNTS,
  db,
  findCity,
  findMemberByEmail,
  findProvince,
  genderTextFor,
  getMember,
  nextMemberId,
  passwordMatches,
  setPassword,
} from '../db';
import type { DbMember } from '../db';
import { zodiacSign } from '../db/catalogue';
import { ageOn, isoAt } from '../db/time';
import { hashString, Random } from '../lib/prng';
import { randomHex } from '../lib/random-token';
import { toAuthJson } from '../views/session';
import { apiUrl, failureResponse, int, jsonError, readBody, str, validationError, requiredStrings } from './base';
import type { Body } from './base';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Registration password: 4 to 20 letters, digits or underscore (AUTH-04). */
export const PASSWORD_PATTERN = /^\w{4,20}$/;
/** The only code GET /v1/email-validation/validate/{code} accepts in the demo. */
export const DEMO_VALIDATION_CODE = '12345';

/** Signs a member in: fresh bearer + recovery token, online now. */
function signIn(member: DbMember): Response {
  const { token, recoveryToken } = issueSession(member.id);
  member.online = true;
  member.lastActive = isoAt(Date.now());
  return HttpResponse.json(toAuthJson(member, token, recoveryToken));
}

function sendEmail(email: Omit<(typeof db.outbox)[number], 'id' | 'sentAt'>): void {
  db.outbox.push({ ...email, id: db.nextIds.email++, sentAt: isoAt(Date.now()) });
}

// ---- register -------------------------------------------------------------------------------------

interface RegisterInput {
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

// ---- social sign-in -------------------------------------------------------------------------------

/**
 * Demo Facebook: a userID already used to register, or starting with 'known-' ('known-<memberId>',
 * else Sofía), is a connected account; any other userID is a new person whose data pre-fills the
 * register form (deterministic from the userID).
 */
function facebookMember(userID: string): DbMember | undefined {
  for (const m of db.members.values()) if (m.facebookUserId === userID) return m;
  if (!userID.startsWith('known-')) return undefined;
  const id = Number(userID.slice('known-'.length));
  const member = Number.isInteger(id) ? getMember(id) : undefined;
  return member && !member.system ? member : getMember(DEMO_ACCOUNTS.sofia.id);
}

function facebookRegisterData(accessToken: string, userID: string, now = Date.now()): NonNullable<ApiFacebookConnectJson['register_data']> {
  const rng = Random.fromSeed(hashString(userID));
  const year = new Date(now).getUTCFullYear() - rng.int(20, 45);
  const handle = userID.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'fb';
  return {
    email: `${handle}@facebook.example.com`,
    birthdate: { day: rng.int(1, 28), month: rng.int(1, 12), year },
    gender: rng.chance(0.5) ? 'h' : 'm',
    accessToken,
    userID,
  };
}

// ---- handlers -------------------------------------------------------------------------------------

export const authHandlers = [
  http.post(apiUrl('/v1/authenticate'), async ({ request }) => {
    const body = await readBody(request);
    const member = findMemberByEmail(str(body, 'email'));
    if (!member || !passwordMatches(member, str(body, 'password'))) return jsonError(401, { error: 'invalid_credentials' });
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    return signIn(member);
  }),

  http.post(apiUrl('/v1/register'), async ({ request }) => {
    const result = validateRegistration(await readBody(request));
    if ('errors' in result) return validationError(result.errors);
    return signIn(createMember(result.input));
  }),

  http.post(apiUrl('/v1/facebook/connect'), async ({ request }) => {
    const fields = requiredStrings(await readBody(request), ['accessToken', 'userID']);
    if (fields instanceof Response) return fields;
    const { accessToken, userID } = fields;
    const longAccessToken = `demo-long-${accessToken}`;
    const member = facebookMember(userID);
    if (!member) {
      const answer: ApiFacebookConnectJson = {
        fb_connect_status: 'get_user_data',
        longAccessToken,
        register_data: facebookRegisterData(accessToken, userID),
      };
      return HttpResponse.json(answer);
    }
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    const { token, recoveryToken } = issueSession(member.id);
    const answer: ApiFacebookConnectJson = {
      fb_connect_status: 'connected',
      longAccessToken,
      session: toAuthJson(member, token, recoveryToken),
    };
    return HttpResponse.json(answer);
  }),

  /** Trades a recovery token for a new bearer token; the recovery token stays valid. */
  http.post(apiUrl('/relog'), async ({ request }) => {
    const recoveryToken = str(await readBody(request), 'recovery_token');
    const member = recoveryToken ? memberForRecoveryToken(recoveryToken) : undefined;
    if (!member) return jsonError(401, { error: 'invalid_token' });
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    member.lastActive = isoAt(Date.now());
    return HttpResponse.json(toAuthJson(member, issueToken(member.id), recoveryToken));
  }),

  http.get(apiUrl('/v1/autologin/:token'), ({ params }) => {
    const member = memberForAutologinToken(String(params.token));
    if (!member) return jsonError(401, { error: 'invalid_token' });
    const failure = accountStateFailure(member);
    if (failure) return failureResponse(failure);
    return signIn(member);
  }),

  http.post(apiUrl('/v1/reset-password'), async ({ request }) => {
    const member = findMemberByEmail(str(await readBody(request), 'email'));
    if (!member || member.system) return jsonError(401, { error: 'invalid_email' });
    const recoveryToken = issueRecoveryToken(member.id);
    const link = `/reset_password/change/${recoveryToken}`;
    sendEmail({
      to: member.email,
      kind: 'reset-password',
      subject: 'Restablecé tu contraseña de Flechazo',
      text: `Hola ${member.nickname}, para elegir una contraseña nueva entrá a ${link}. Si no lo pediste, ignorá este mensaje.`,
      link,
    });
    return HttpResponse.json({ msg: 'ok' });
  }),

  /** Sets a new password from a recovery link; the link's token is used up, a new pair is issued. */
  http.post(apiUrl('/v1/set-password'), async ({ request }) => {
    const body = await readBody(request);
    const recoveryToken = str(body, 'recoveryToken');
    const newPassword = str(body, 'newPassword');
    const member = recoveryToken ? memberForRecoveryToken(recoveryToken) : undefined;
    if (!member) return jsonError(401, { error: 'invalid_recovery_token' });
    if (!PASSWORD_PATTERN.test(newPassword) && !/^[a-f0-9]{32}$/i.test(newPassword)) return validationError({ newPassword: 'invalid' });
    setPassword(member, newPassword);
    db.recoveryTokens.delete(recoveryToken);
    const { token, recoveryToken: recovery_token } = issueSession(member.id);
    return HttpResponse.json({ token, recovery_token });
  }),

  http.post(apiUrl('/v1/email-validation/create'), async ({ request }) => {
    const email = str(await readBody(request), 'email')
      .trim()
      .toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return validationError({ email: 'invalid' });
    db.pendingEmailValidation = email;
    sendEmail({
      to: email,
      kind: 'email-validation',
      subject: 'Tu código de validación de Flechazo',
      text: `Tu código de validación es ${DEMO_VALIDATION_CODE}. Ingresalo en la app para recuperar tu cuenta.`,
      code: DEMO_VALIDATION_CODE,
    });
    return HttpResponse.json({ msg: 'ok' }, { status: 201 });
  }),

  /**
   * No token (API-24). The right code unlocks the member whose e-mail asked for it (or the demo's
   * locked account) and hands back an autologin token for the client's redirect (AUTH-49).
   */
  http.get(apiUrl('/v1/email-validation/validate/:code'), ({ params }) => {
    if (String(params.code) !== DEMO_VALIDATION_CODE) return HttpResponse.json({ msg: 'Code invalid' });
    const member = (db.pendingEmailValidation && findMemberByEmail(db.pendingEmailValidation)) || getMember(DEMO_ACCOUNTS.bloqueado.id);
    if (!member) return HttpResponse.json({ msg: 'Code invalid' });
    if (member.status === 'email_locked') member.status = 'active';
    db.pendingEmailValidation = null;
    return HttpResponse.json({ msg: 'ok', token: `${AUTOLOGIN_PREFIX}${member.id}` });
  }),
];
