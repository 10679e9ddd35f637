/** Wire types of the web push subscription (API-55, OPEN-08). */

/** POST /v1/account/webpush body: the push subscription's JSON, as text. */
export interface ApiWebPushSubscribeBody {
  token: string;
}

/** Its answer (the spec shows no body): anything the server adds is ignored. */
export type ApiWebPushSubscribeJson = Record<string, unknown>;
