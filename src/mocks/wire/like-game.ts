/**
 * The demo API's answer shapes for the like game (B §7, API-48): its reading of the contract. The app's
 * wire types come from the contract (src/api/contract.ts).
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
