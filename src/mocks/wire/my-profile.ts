/**
 * The demo API's answer shapes for the member's own profile (GET /v1/profile, API-42; ME-06) and its photos
 * (/v1/profile/image, API-44): its reading of the contract, with field names the contract leaves open. The
 * app's wire types come from the contract (src/api/contract.ts).
 */

/** One option of a picker: label and value (value null is the 'Seleccionar' placeholder, ME-15). */
export interface ApiOptionJson {
  label: string;
  value: string | number | null;
  /** Activity pickers show an image per option. */
  image?: string;
}

/** A picker: its label, the current choice(s) and the options (province and city pickers). */
export interface ApiPickerJson {
  label: string;
  select: ApiOptionJson;
  options: ApiOptionJson[];
}

/** One attribute of a data-form group: edits send input {id, tipo, valor} (ME-13). */
export interface ApiFormFieldJson {
  id: number;
  key: string;
  label: string;
  /** s single select; f, c, t, m multi-select or tags (ME-14). */
  type: string;
  select: ApiOptionJson[];
  options: ApiOptionJson[];
}

export interface ApiFormGroupJson {
  title: string;
  list: ApiFormFieldJson[];
}

export interface ApiTagGroupJson {
  title: string;
  list: string[];
  id: number;
  key: string;
  inputType: string;
}

export interface ApiMyProfileJson {
  id: number;
  ageRange: { min: number; max: number };
  gender: number;
  /** The approved nickname. */
  nickname: string;
  /** The nickname waiting for moderation ('' when none). */
  nicknamePending: string;
  /** '1' approved, '0' in moderation (ME-07). */
  nicknameModeration: string | number;
  description: string;
  descriptionModeration: string | number;
  years: number;
  /** 'Soy / Busco' text, e.g. 'Mujer que busca hombres'. */
  find: string;
  location: { province: ApiPickerJson; city: ApiPickerJson };
  personalData: ApiFormGroupJson[];
  coupleData: ApiFormGroupJson;
  activities: ApiFormGroupJson;
  tags: { films: ApiTagGroupJson; music: ApiTagGroupJson; books: ApiTagGroupJson };
  picture: { name: string | null; hasPicture: boolean };
  /** Completeness percent. */
  complitud: number;
}

/** One own photo (ME-22). */
export interface ApiOwnImageJson {
  id: number;
  src: string;
  approved: boolean | number | string;
  isProfile: boolean | number | string;
}

export interface ApiOwnImagesJson {
  images: ApiOwnImageJson[];
}

/** The post-registration wizard's data (WIZ-06). */
export interface ApiPostRegisterJson {
  nickname: string;
  nicknameModeration: string | number;
  description: string;
  descriptionModeration: string | number;
  picture: { hasPicture: boolean; name: string | null };
  gender: number;
  ageRange: { min: number; max: number };
  personalData: ApiFormGroupJson[];
}
