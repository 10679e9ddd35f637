/** The app's own session types (mapped from ApiMeJson etc. in mappers.ts). */
export type GenderText = 'hombre' | 'mujer' | 'gay' | 'lesbiana';

export interface Me {
  id: number;
  email: string;
  username: string;
  nickname: string;
  picture: string;
  hasPicture: boolean;
  /** From billing.premium (AUTH-59). */
  premium: boolean;
  /** 1 male, 2 female; any id other than 1 is female (AUTH-60). */
  gender: 1 | 2;
  genderText: GenderText;
  age: number;
  location: { idprovincia: number; localidad: { id: number } };
  ageRange: { min: number; max: number };
  /** False when the server sent no age_range (ageRange is then the 18-99 default; the like game derives its own, GAME-02). */
  hasAgeRange?: boolean;
  billing: { premium: boolean; activeSubscription: boolean; btnRefund: boolean };
  hasMatchingListing: boolean;
  likeGame: boolean;
}

export interface Counters {
  visits: number;
  matches: number;
  messages: number;
}

export interface RealtimeSettings {
  appKey: string;
  authEndpoint: string;
  chatChannelPrefix: string;
  notificationsChannel: string;
}

/** Counter refresh ids range from 0 to 8 (AUTH-63). */
export type CounterRefreshId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
