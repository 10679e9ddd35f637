/**
 * The demo API's answer shapes for session and authentication calls (A §3, §7), and the shapes the tests
 * sign in with: its reading of the contract. The app's wire types come from the contract (src/api/contract.ts).
 */

/** 'Soy / Busco' gender letters. */
export type ApiGenderLetter = 'h' | 'm';
export type ApiGenderText = 'hombre' | 'mujer' | 'gay' | 'lesbiana';

export interface ApiMeJson {
  id: number;
  email: string;
  username: string;
  nickname: string;
  /** Picture file name on the image host (users/{name}); '' when hasPicture is false. */
  picture: string;
  hasPicture: boolean;
  /** 1 male, 2 female (any id other than 1 is treated as female). */
  gender: number;
  genderText: ApiGenderText;
  age: number;
  location: { idprovincia: number; localidad: { id: number } };
  age_range: { edad_min: number; edad_max: number };
  billing: { premium: boolean; active_subscription: boolean; btnRefund: boolean };
  has_matching_listing: boolean;
  like_game: boolean;
}

export interface ApiCountersJson {
  visits: number;
  matches: number;
  messages: number;
}

/** Realtime (Pusher) settings handed out by the API. */
export interface ApiPusherJson {
  appKey: string;
  authEndpoint: string;
  chatChannelPrefix: string;
  notificationsChannel: string;
}

export interface ApiWebPushJson {
  publicKey: string;
}

/** GET /v1/session?id={0..8} */
export interface ApiSessionJson {
  token: string;
  me: ApiMeJson;
  counters: ApiCountersJson;
  pusher: ApiPusherJson;
  webPush: ApiWebPushJson;
}

/** POST /v1/authenticate, POST /v1/register, GET /v1/autologin/{token}, POST /relog */
export interface ApiAuthJson {
  token: string;
  recovery_token: string;
  sessionInfo: { me: ApiMeJson; counters: ApiCountersJson };
  pusher: ApiPusherJson;
  webpush: ApiWebPushJson;
}

/** POST /v1/register */
export interface ApiRegisterPayload {
  email: string;
  password: string;
  birthdate: { day: number; month: number; year: number };
  gender: ApiGenderLetter;
  genderWanted: ApiGenderLetter;
  province: number;
  city: number;
  socialMedia: 'facebook' | null;
  socialMediaData: { accessToken: string; userID: string } | null;
}

/** POST /v1/facebook/connect */
export interface ApiFacebookConnectJson {
  fb_connect_status: 'connected' | 'get_user_data';
  longAccessToken: string;
  register_data?: {
    email?: string;
    birthdate?: { day: number; month: number; year: number };
    gender?: ApiGenderLetter;
    accessToken: string;
    userID: string;
  };
  /** Not in the contract (the demo's first answer): when connected, the same shape as /v1/authenticate. */
  session?: ApiAuthJson;
  /** Not in the contract: a bearer token of the API, if the server gives one beside longAccessToken. */
  token?: string;
  recovery_token?: string;
}

/** GET static location JSON (OPEN-09). */
export interface ApiProvinceJson {
  id: number;
  name: string;
  cities: { id: number; name: string }[];
}
export type ApiLocationsJson = ApiProvinceJson[];
