/** The member's own profile as the app uses it (ME-06, ME-22, WIZ-06), mapped from the wire. */
import type { TagKind } from '@/api/tag-suggestions';
import type { AgeRange } from '@/shared/lib/age-range';

export type { TagKind };
export const TAG_KINDS: readonly TagKind[] = ['films', 'music', 'books'];

export interface Option {
  label: string;
  value: string | number | null;
  image?: string;
}
/** s single select; f, c, t, m multi-select or tags (ME-14). */
export type InputType = 's' | 'f' | 'c' | 't' | 'm';
export const isMulti = (t: InputType) => t !== 's';

export interface FormField {
  id: number;
  key: string;
  label: string;
  inputType: InputType;
  /** The current choice(s); nothing chosen is one 'Seleccionar' entry with value null (ME-15). */
  select: Option[];
  options: Option[];
  /**
   * The answer names no id or no options for it (the contract's personal-data field has only label,
   * select and type): shown with its value, never saved (docs/api-decisions.md).
   */
  readOnly: boolean;
}
export interface FormGroup {
  title: string;
  list: FormField[];
}
export interface Picker {
  label: string;
  select: Option;
  options: Option[];
}
export interface TagGroup {
  title: string;
  list: string[];
  id: number;
  key: TagKind;
  inputType: InputType;
}
export type { AgeRange };

export interface MyProfile {
  id: number;
  ageRange: AgeRange;
  gender: 1 | 2;
  /** The approved nickname when nicknameModeration is 1, else the pending one (ME-07). */
  nickname: string;
  /** 0 = in moderation. */
  nicknameModeration: 0 | 1;
  description: string;
  descriptionModeration: 0 | 1;
  /** null when the server sent no age a member can have (wire.ts age()). */
  years: number | null;
  find: string;
  location: { province: Picker; city: Picker };
  /**
   * The province and city last saved (or loaded): the data-sheet payload always carries both (API-43,
   * OPEN-19), and a province chosen without its city yet is not one of them.
   */
  place: { province: number | null; city: number | null };
  personalData: FormGroup[];
  coupleData: FormGroup;
  activities: FormGroup;
  tags: Record<TagKind, TagGroup>;
  picture: { name: string | null; hasPicture: boolean };
  complitud: number;
}

/** One own photo (ME-22): approved false = pending moderation; index 0 is the profile photo. */
export interface OwnImage {
  id: number;
  src: string;
  approved: boolean;
  isProfile: boolean;
}

/** WIZ-06 */
export interface PostRegisterData {
  nickname: string;
  nicknameModeration: 0 | 1;
  description: string;
  descriptionModeration: 0 | 1;
  picture: { hasPicture: boolean; name: string | null };
  gender: 1 | 2;
  ageRange: AgeRange;
  personalData: FormGroup[];
}

export const LIMITS = {
  nickname: { min: 1, max: 15 },
  description: { min: 1, max: 1500 },
  activities: 3,
  photos: 12,
} as const;
