/** Wire -> app (ME-06, ME-07, ME-15, ME-22, WIZ-06): tolerant of missing or mistyped fields. */
import type { Schema } from '@/api/contract';
import type { FormField, FormGroup, InputType, MyProfile, OwnImage, Option, Picker, PostRegisterData, TagGroup, TagKind } from './types';
import { LIMITS } from './types';
import { AGE_MAX, AGE_MIN, clampAgeRange } from '@/shared/lib/age-range';
import { flag, gender, labelValue, mod, num, obj, SELECT_PLACEHOLDER, shownNickname, text, toMyProfileFirst } from './head';
import { safeUrl } from '@/shared/lib/safe-url';
import { id as idOf, isRecord, list } from '@/shared/lib/wire';

const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export { SELECT_PLACEHOLDER };

export function toOption(v: unknown): Option | null {
  const o = labelValue(v);
  if (!o) return null;
  // An option's picture is data: only an allowed image URL (safe-url.ts) is kept.
  const image = safeUrl(obj<Schema<'LabelValue'>>(v).image, 'image');
  return image ? { ...o, image } : o;
}
const options = (v: unknown): Option[] =>
  arr(v)
    .map(toOption)
    .filter((x): x is Option => x !== null && x.value !== null);

const TYPES: readonly InputType[] = ['s', 'f', 'c', 't', 'm'];
const isInputType = (v: unknown): v is InputType => TYPES.some((t) => t === v);
const inputType = (v: unknown): InputType => (isInputType(v) ? v : 's');

/** A multi-select with nothing chosen is one 'Seleccionar' entry with value null (ME-15). */
export function withPlaceholder(select: Option[]): Option[] {
  const chosen = select.filter((o) => o.value !== null);
  return chosen.length > 0 ? chosen : [SELECT_PLACEHOLDER];
}
export const chosen = (select: Option[]) => select.filter((o) => o.value !== null);

/**
 * A personal-data / couple / activity field. The contract names label, select and type, and (2026-12-01
 * readings) an editable field's id, key, inputType and options, all optional. The input type is the
 * field's `inputType` (the contract's InputType letter), else `type` when it holds such a letter (the
 * demo), else single. The id is a number or a digit string. A field without an id or options is kept
 * read-only (a negative stand-in id, never sent), so such an answer shows the member's data instead of
 * dropping it or offering a control whose save would send garbage.
 */
function toField(v: unknown, index: number): FormField | null {
  const f = obj<Schema<'PersonalDataGroup'>['list'][number]>(v);
  const wireId = num(f.id, NaN);
  const label = text(f.label);
  const known = Number.isInteger(wireId) && wireId > 0;
  if (!known && !label) return null;
  const id = known ? wireId : -1 - index;
  const opts = options(f.options);
  const select = arr(f.select)
    .map(toOption)
    .filter((x): x is Option => x !== null);
  return {
    id,
    key: text(f.key, String(id)),
    label,
    inputType: isInputType(f.inputType) ? f.inputType : inputType(f.type),
    select: withPlaceholder(select),
    options: opts,
    readOnly: !known || opts.length === 0,
  };
}
function toGroup(v: unknown, groupIndex = 0): FormGroup {
  const g = obj<Schema<'PersonalDataGroup'>>(v);
  return {
    title: text(g.title),
    list: arr(g.list)
      .map((f, i) => toField(f, groupIndex * 1000 + i))
      .filter((x): x is FormField => x !== null),
  };
}
function toTags(v: unknown, key: TagKind, title: string, id: number): TagGroup {
  const t = obj<Schema<'TagGroup'>>(v);
  return {
    title: text(t.title, title),
    list: arr(t.list)
      .map((x) => text(x))
      .filter(Boolean),
    id: num(t.id, id),
    key,
    inputType: inputType(t.inputType ?? 't'),
  };
}
function ageRange(v: unknown) {
  const r = obj<{ min: number; max: number }>(v);
  return clampAgeRange(num(r.min, AGE_MIN), num(r.max, AGE_MAX));
}

/** A picker's chosen id, or null (the placeholder). */
export function placeId(p: Picker): number | null {
  const n = num(p.select.value, NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function toMyProfile(json: unknown): MyProfile {
  const j = obj<Schema<'MyProfile'>>(json);
  const tags = obj<Schema<'MyProfile'>['tags']>(j.tags);
  const first = toMyProfileFirst(json, toOption);
  return {
    ...first,
    ageRange: ageRange(j.ageRange),
    place: { province: placeId(first.location.province), city: placeId(first.location.city) },
    personalData: arr(j.personalData).map((g, i) => toGroup(g, i + 2)),
    coupleData: toGroup(j.coupleData, 0),
    activities: toGroup(j.activities, 1),
    tags: {
      films: toTags(tags.films, 'films', 'Películas', 30),
      music: toTags(tags.music, 'music', 'Música', 31),
      books: toTags(tags.books, 'books', 'Libros', 32),
    },
  };
}

/**
 * The own photos an answer holds (ME-22), or null when it holds no list. listProfileImages answers the
 * list bare or inside an object (not stated: the object's `images`, else its one field that is a list of
 * photos, records with a `src`); the photo actions' answers have no shape in the contract, so `{}` or a
 * status is no list (the caller reads the list again), never "no photos".
 */
export function ownImagesIn(json: unknown): OwnImage[] | null {
  const found = Array.isArray(json) ? json : isRecord(json) ? photoListIn(json) : null;
  return found ? readOwnImages(found) : null;
}

/** The photos of getMyProfile's answer: only its `images` list (MyProfile names none; a server may add it). */
export function profileImagesIn(json: unknown): OwnImage[] | null {
  return isRecord(json) && Array.isArray(json.images) ? readOwnImages(json.images) : null;
}

/** Any answer's photos, [] when it holds none (the fuzz tests' entry). */
export const toOwnImages = (json: unknown): OwnImage[] => ownImagesIn(json) ?? [];

const isPhotoRecord = (x: unknown) => isRecord(x) && typeof x.src === 'string';
function photoListIn(r: Record<string, unknown>): unknown[] | null {
  if (Array.isArray(r.images)) return list(r.images);
  const lists = Object.values(r).filter((v): v is unknown[] => Array.isArray(v) && v.length > 0 && v.every(isPhotoRecord));
  return lists.length === 1 ? (lists[0] ?? null) : null;
}

/**
 * Each photo: `approved` true/1/'1' (false/0/'0' pending), the id a number or a digit string. Index 0 is
 * the profile photo (ME-22). A photo without an id is dropped: make-default and delete need it.
 */
function readOwnImages(items: unknown[]): OwnImage[] {
  return items
    .map((v, i) => {
      const o = obj<Schema<'OwnImage'>>(v);
      const id = idOf(o.id) ?? NaN;
      const src = text(o.src);
      if (!Number.isFinite(id) || !src) return null;
      return { id, src, approved: flag(o.approved), isProfile: i === 0 };
    })
    .filter((x): x is OwnImage => x !== null);
}

/**
 * The wizard's data (WIZ-06) from getMyProfile's answer: every field of the contract's PostRegistrationData
 * (nickname, nicknameModeration, description, descriptionModeration, picture, gender, ageRange,
 * personalData) is a required field of MyProfile, so GET /v1/profile gives it all.
 */
export function toPostRegister(json: unknown): PostRegisterData {
  const j = obj<Schema<'PostRegistrationData'> & { nicknamePending: unknown }>(json);
  const picture = obj<Schema<'PostRegistrationData'>['picture']>(j.picture);
  const nicknameModeration = mod(j.nicknameModeration);
  return {
    nickname: shownNickname(j, nicknameModeration),
    nicknameModeration,
    description: text(j.description),
    descriptionModeration: mod(j.descriptionModeration),
    picture: { hasPicture: flag(picture.hasPicture), name: typeof picture.name === 'string' && picture.name ? picture.name : null },
    gender: gender(j.gender),
    ageRange: ageRange(j.ageRange),
    personalData: arr(j.personalData).map((g, i) => toGroup(g, i + 2)),
  };
}

/** ME-18: at most 3 per group; a fourth pick drops the oldest. Toggling a chosen one removes it. */
export function toggleActivity(selected: Option[], pick: Option, max: number = LIMITS.activities): Option[] {
  const current = chosen(selected);
  if (current.some((o) => o.value === pick.value)) return current.filter((o) => o.value !== pick.value);
  const next = [...current, pick];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** The valor of an {id, tipo, valor} edit: one value for single selects, a list otherwise. */
export function valorOf(field: Pick<FormField, 'inputType'>, select: Option[]): string | number | null | (string | number)[] {
  const values = chosen(select).map((o) => o.value as string | number);
  return field.inputType === 's' ? (values[0] ?? null) : values;
}
