/**
 * Wire types (server JSON) of the like game: B §7, API-48, API-49.
 */

/** One member of GET /v1/juegolikes/... (API-48). */
export interface ApiLikeGameUserJson {
  idUser: number;
  nicknameUser: string;
  age: number;
  /** The member's city, as text. */
  cityUser: string;
  /** Picture file name on the image host (users/{WxH}/{name}), or a full URL; '' without a photo. */
  imgUser: string;
}

/** GET /v1/juegolikes/{userId}/{gender}/{city}/{ageMin}/{ageMax} */
export interface ApiLikeGameJson {
  resultset: ApiLikeGameUserJson[];
}

/** POST /v1/juegolikes/skipped (API-49, OPEN-31): iduser is the member, iduserblock the skipped card. */
export interface ApiLikeGameSkipPayload {
  iduser: number;
  iduserblock: number;
}
