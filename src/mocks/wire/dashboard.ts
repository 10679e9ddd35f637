/**
 * The demo API's answer shapes for dashboards, scroll and the recommended list (B §3 "List user item", §7;
 * API-36..38): its reading of the contract. The app's wire types come from the contract (src/api/contract.ts).
 */

/** A member card in dashboards and search (DASH-02). */
export interface ApiListUserJson {
  type: 'USER';
  id: number;
  /** 1 male, 2 female. */
  gender: number;
  nickname: string;
  /** Age in years. */
  years: number;
  /** 'Province - City' text. */
  location: string;
  /** Presence: 'online' or 'offline'. */
  status: string;
  liked: boolean;
  /** File name on the image host (users/{WxH}/{name}); '' when hasPicture is false. */
  picture: string;
  hasPicture: boolean;
}

/** A promotional card interleaved with the members (DASH-04). */
export interface ApiListNoticeJson {
  type: 'NOTICE';
  id: number;
  /** Absolute image URL. */
  img: string;
  /** App path (e.g. /recomendados) or an absolute URL. */
  link: string;
}

export type ApiListItemJson = ApiListUserJson | ApiListNoticeJson;

/** GET /v1/dashboard/listing/{kind}?page=N and GET /v1/dashboard/scroll?scrollId= */
export interface ApiDashboardPageJson {
  items: ApiListItemJson[];
  /** Continues the list through /v1/dashboard/scroll (DASH-12); null at the end. */
  scrollId: string | null;
}
