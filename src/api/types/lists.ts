/**
 * Wire types of the likes, matches, dislikes and visits lists (B §3 "Likes, dislikes, visits item";
 * API-39, API-40). Every list is GET .../?page=N (OPEN-21), 15 items a page from page 0.
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

/** The answer: a list (B §7); `{ items }` is accepted too. */
export type ApiMemberListJson = ApiMemberListItemJson[] | { items: ApiMemberListItemJson[] };
