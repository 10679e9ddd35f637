/**
 * The part of getMyProfile's answer that my profile's header shows (ME-06, ME-07): the wire readers
 * toMyProfile (./mappers.ts) uses for these fields, kept here without imports that have side effects so
 * the boot loader's static my profile (./first-screen.ts) reads an answer exactly as the app does.
 */
import type { Schema } from '@/api/contract';
import { age, id as idOf, isRecord, list } from '@/shared/lib/wire';
import type { MyProfile, Option, Picker } from './types';

export type Loose<T> = { [K in keyof T]?: unknown };
export const obj = <T>(v: unknown): Loose<T> => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
export const text = (v: unknown, fb = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fb);
export const num = (v: unknown, fb = 0): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fb;
};
export const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';
export const mod = (v: unknown): 0 | 1 => (v === 0 || v === '0' ? 0 : 1);
export const gender = (v: unknown): 1 | 2 => (num(v) === 1 ? 1 : 2);

/**
 * ME-07: the approved nickname when the flag is '1', else the pending one. The contract's MyProfile names
 * only `nickname` ("the approved one if moderation flag is '1', else the pending one") and the flag; the
 * pending name's own wire name is unknown (CONTRACT-NOTES §19). So `nickname` is read as the name to show,
 * and `nicknamePending` (the demo's extra field) only wins when a server sends it; without it the flag
 * still shows the moderation state and no name is invented.
 */
export function shownNickname(j: { nickname?: unknown; nicknamePending?: unknown }, moderation: 0 | 1): string {
  return moderation === 1 ? text(j.nickname) : text(j.nicknamePending) || text(j.nickname);
}

export type MyProfileHead = Pick<
  MyProfile,
  'id' | 'gender' | 'nickname' | 'nicknameModeration' | 'years' | 'find' | 'picture' | 'complitud'
>;

/** The header's fields of an answer, as my profile shows them. */
export function toMyProfileHead(json: unknown): MyProfileHead {
  const j = obj<Schema<'MyProfile'>>(json);
  const nicknameModeration = mod(j.nicknameModeration);
  const picture = obj<Schema<'MyProfile'>['picture']>(j.picture);
  return {
    id: idOf(j.id) ?? 0,
    gender: gender(j.gender),
    nickname: shownNickname(j, nicknameModeration),
    nicknameModeration,
    years: age(j.years),
    find: text(j.find),
    picture: { name: typeof picture.name === 'string' && picture.name ? picture.name : null, hasPicture: flag(picture.hasPicture) },
    complitud: Math.min(100, Math.max(0, num(j.complitud))),
  };
}

/** A {label, value} (the contract's LabelValue) without its picture, or null without a label. */
export function labelValue(v: unknown): Option | null {
  const o = obj<Schema<'LabelValue'>>(v);
  const label = text(o.label);
  if (!label) return null;
  const value = typeof o.value === 'string' || typeof o.value === 'number' ? o.value : null;
  return { label, value };
}

/** 'Seleccionar', nothing chosen (ME-15). */
export const SELECT_PLACEHOLDER: Option = { label: 'Seleccionar', value: null };

/**
 * A location picker's chosen place. Its `select` is unstated (LocationPicker): one option {label, value}
 * (the demo's), a list of them as personal data's `select` (the first with a value), or the chosen
 * value alone, found among the options; a value the options lack keeps its own label. Nothing usable
 * (the 'Seleccionar' null choice, an empty list): null.
 */
function chosenPlace(select: unknown, opts: Option[], read: (v: unknown) => Option | null): Option | null {
  for (const c of Array.isArray(select) ? list(select) : [select]) {
    const wire = isRecord(c) ? c.value : c;
    if (typeof wire !== 'number' && typeof wire !== 'string') continue;
    const known = opts.find((o) => String(o.value) === String(wire));
    if (known) return known;
    const own = read(c);
    if (own && own.value !== null) return own;
  }
  return null;
}
function toPicker(v: unknown, label: string, read: (v: unknown) => Option | null): Picker {
  const p = obj<Schema<'LocationPicker'>>(v);
  const opts = (Array.isArray(p.options) ? p.options : []).map(read).filter((x): x is Option => x !== null && x.value !== null);
  return { label: text(p.label, label), select: chosenPlace(p.select, opts, read) ?? SELECT_PLACEHOLDER, options: opts };
}

export type MyProfileFirst = MyProfileHead & Pick<MyProfile, 'description' | 'descriptionModeration' | 'location'>;

/**
 * The header's fields and the form's first sections' (ME-08..12: the description, the province and city
 * pickers), as my profile shows them; `read` reads an option (the app's keeps its picture, which the
 * pickers do not show).
 */
export function toMyProfileFirst(json: unknown, read: (v: unknown) => Option | null = labelValue): MyProfileFirst {
  const j = obj<Schema<'MyProfile'>>(json);
  const loc = obj<Schema<'MyProfile'>['location']>(j.location);
  return {
    ...toMyProfileHead(json),
    description: text(j.description),
    descriptionModeration: mod(j.descriptionModeration),
    location: { province: toPicker(loc.province, 'Provincia', read), city: toPicker(loc.city, 'Ciudad', read) },
  };
}

/** 'Perfil completo al X%': above 90 shows 100 (ME-01). */
export const displayedCompleteness = (c: number) => (c > 90 ? 100 : Math.round(c));
