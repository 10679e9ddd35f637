/**
 * The demo API's answer shapes for the likes, matches, dislikes and visits lists (B §3; API-39, API-40): its
 * reading of the contract. The app's wire types come from the contract (src/api/contract.ts).
 */

/** A member in a likes, matches, dislikes or visits list (LIST-01). */
export interface ApiMemberListUserJson {
  type?: 'USER';
  id: number;
  nickname: string;
  years: number;
  /** 1 male, 2 female. */
  gender: number;
  /** File name on the image host; '' when hasPicture is false. */
  picture: string;
  hasPicture: boolean;
  /** Province name ('' or '-' when unknown). */
  province: string;
  /** City name ('' or '-' when unknown). */
  city: string;
}

/** A promotional notice interleaved with the members (LIST-09), as in the dashboards. */
export interface ApiMemberListNoticeJson {
  type: 'NOTICE';
  id: number;
  img: string;
  link: string;
}

export type ApiMemberListItemJson = ApiMemberListUserJson | ApiMemberListNoticeJson;
