/**
 * Shapes of the demo database. These are the demo server's own records, not wire types: handlers
 * turn them into the Api*Json shapes of src/mocks/wire (see src/mocks/views/), the same way a real
 * backend maps its tables to JSON.
 */
import type { ApiGenderLetter, ApiGenderText, ApiLocationsJson } from '@/mocks/wire/session';

export type GenderLetter = ApiGenderLetter;
/** 'Soy / Busco' pair: h-m, m-h, h-h, m-m. */
export type GenderPair = `${GenderLetter}-${GenderLetter}`;

/** Message types of the chat wire format (A §3). */
export const MESSAGE_TYPE = { text: 1, image: 2, notice: -1, videoCall: 3, matching: 4 } as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

export interface DbPhoto {
  id: number;
  /** File name on the image host: /img/users/{WxH}/{name}. */
  name: string;
  /** false = pending moderation (clock icon in the client). */
  approved: boolean;
  /** When an upload was received (ms); the demo's moderation approves it after a delay (my profile). */
  submittedAt?: number;
}

/**
 * Profile answers, keyed like the search filters of B §3 (altura, bebe, fuma, hijos ...) so that a
 * later search handler can filter on the same keys. Values are the Spanish labels of db/catalogue.ts.
 */
export interface DbAttributes {
  altura: string;
  contextura: string;
  ojos: string;
  pelo: string;
  estado_civil: string;
  signo: string;
  religion: string;
  fuma: string;
  bebe: string;
  estudios: string;
  profesion: string;
  hijos: string;
  deseo_hijos: string;
  idiomas: string[];
}

export interface DbActivities {
  deportes: string[];
  salidas: string[];
  vacaciones: string[];
}

export interface DbTags {
  films: string[];
  music: string[];
  books: string[];
}

/** '¿Qué tipo de pareja estás buscando?' answers (besides the age range). */
export interface DbCouple {
  busco: string;
  contextura: string;
  fuma: string;
  hijos: string;
}

export type MemberStatus = 'active' | 'email_locked' | 'user_locked';

export interface DbMember {
  id: number;
  email: string;
  /** Plain text (demo data); `passwordMd5` is set instead when a client sent an MD5 digest. */
  password: string;
  passwordMd5?: string;
  username: string;
  nickname: string;
  /** 0 = the nickname is in moderation ('Apodo en moderación'). */
  nicknameModeration: 0 | 1;
  /** 1 male, 2 female. */
  gender: 1 | 2;
  genderText: ApiGenderText;
  soy: GenderLetter;
  busco: GenderLetter;
  /** YYYY-MM-DD */
  birthdate: string;
  provinceId: number;
  cityId: number;
  description: string;
  descriptionModeration: 0 | 1;
  /** Index 0 is the profile photo. */
  photos: DbPhoto[];
  heightCm: number;
  attributes: DbAttributes;
  activities: DbActivities;
  tags: DbTags;
  couple: DbCouple;
  ageRange: { min: number; max: number };
  online: boolean;
  premium: boolean;
  activeSubscription: boolean;
  btnRefund: boolean;
  hasMatchingListing: boolean;
  likeGame: boolean;
  /** ISO timestamps */
  lastActive: string;
  createdAt: string;
  status: MemberStatus;
  /** Set on the two special system users (SPECIAL_NOTICE_USER_ID, SPECIAL_MATCHING_USER_ID). */
  system?: 'notice' | 'matching';
  /** Facebook user id when the member registered with social sign-in. */
  facebookUserId?: string;
  /** Photo permission (MSG): once granted, image messages from others are shown unblurred. */
  imagePermission: boolean;
  /** My profile: the last approved nickname while a new one waits for moderation. */
  nicknameApproved?: string;
  /** My profile: when a nickname / description edit was received (ms), for the demo's moderation delay. */
  nicknameSubmittedAt?: number;
  descriptionSubmittedAt?: number;
  /** The last approved description while a new one waits for moderation. */
  descriptionApproved?: string;
}

export interface DbMessage {
  id: number;
  from: number;
  to: number;
  type: MessageType;
  /** Text, notice HTML (type -1), matching text (type 4) or the video-call URL (type 3). */
  text: string;
  /** Image file name on the image host (users_chat/{WxH}/{name}) for type 2. */
  image?: string;
  createdAt: string;
  read: boolean;
  /** Member ids who deleted the message from their lists. */
  deletedBy: number[];
}

/** A like, dislike or visit from one member to another. `seen` drives the session counters. */
export interface DbEdge {
  from: number;
  to: number;
  createdAt: string;
  seen: boolean;
}

export interface DbToken {
  userId: number;
  /** ms since epoch; tokens older than the max age answer 401 token_expired. */
  issuedAt: number;
}

export interface DemoEmail {
  id: number;
  to: string;
  kind: 'reset-password' | 'email-validation';
  subject: string;
  text: string;
  /** App path, e.g. /reset_password/change/{recoveryToken}. */
  link?: string;
  code?: string;
  sentAt: string;
}

export interface QueuedScenario {
  scenario: string;
  remaining: number;
  /** Exact pathname, or a prefix when it ends with '*'. */
  path?: string;
  method?: string;
}

export interface RealtimeLogEntry {
  channel: string;
  event: string;
  data: unknown;
  at: string;
}

export interface DbReport {
  from: number;
  to: number;
  reportId: number;
  text: string;
}

/** A card or one-time payment the demo provider approved (payments area). */
export interface DbPayment {
  memberId: number;
  planId: number;
  kind: 'card' | 'one-shot';
  call: 'mp' | 'mobbex' | 'one-shot';
  idsubscription: number;
  sandbox: boolean;
  at: string;
}

/** A cash coupon (PagoFácil / Rapipago) the demo issued. */
export interface DbTicket {
  memberId: number;
  planId: number;
  method: 'pagofacil' | 'rapipago';
  code: string;
  at: string;
}

/** '1' on, '0' off (B §3). */
export type DbFlag = '1' | '0';
/** One column of notification settings (ACC-10). */
export interface DbAlertSet {
  messages: DbFlag;
  visits: DbFlag;
  matches: DbFlag;
  recomendados: DbFlag;
  resumen: DbFlag;
  promociones: DbFlag;
}
/** Notification settings; android is null for a member who never used the Android app (ACC-13). */
export interface DbAlerts {
  web: DbAlertSet;
  android: DbAlertSet | null;
}
/** The subscription GET /v1/account shows (ACC-08). */
export interface DbSubscription {
  description: string;
  /** '0' = expired. */
  active: DbFlag;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  renewal: boolean;
  hideCancelButton: boolean;
}
/** A withdrawal ('arrepentimiento', POST /v1/user/refund): its confirmation number. */
export interface DbRefund {
  memberId: number;
  idTramite: string;
  at: string;
}
/** The unsubscribe calls (/v1/account/renewal/1..3) each member made, in order. */
export interface DbRenewalStep {
  memberId: number;
  step: 1 | 2 | 3;
  at: string;
}

export interface DemoDbState {
  /** Fixed for the life of the process; ages and "x minutes ago" were computed against it. */
  generatedAt: string;
  seed: number;
  locations: ApiLocationsJson;
  members: Map<number, DbMember>;
  messages: DbMessage[];
  likes: DbEdge[];
  dislikes: DbEdge[];
  visits: DbEdge[];
  tokens: Map<string, DbToken>;
  /** recovery token -> member id */
  recoveryTokens: Map<string, number>;
  outbox: DemoEmail[];
  scenarioQueue: QueuedScenario[];
  realtimeLog: RealtimeLogEntry[];
  /** Member reports (POST /v1/report): profile view and chat read 'already reported', video calls the bans. */
  reports: DbReport[];
  /** Like-game skips (POST /v1/juegolikes/skipped): from = the member, to = the skipped card. */
  likeGameSkips: DbEdge[];
  /** Notification settings saved by members (a member missing here has the defaults of handlers/account.ts). */
  alerts: Map<number, DbAlerts>;
  /**
   * Subscriptions by member ('processing': paid, not yet registered, ACC-09). A premium member missing
   * here has the default plan of handlers/account.ts; anyone else has none.
   */
  subscriptions: Map<number, DbSubscription | 'processing' | null>;
  refunds: DbRefund[];
  renewals: DbRenewalStep[];
  /** E-mail of the last email-validation/create, so validate/{code} knows whom to unlock. */
  pendingEmailValidation: string | null;
  /** Payments area: approved payments (one per member and plan; a repeat is answered, never charged twice) and coupons. */
  payments: DbPayment[];
  tickets: DbTicket[];
  /** Web push subscriptions (POST /v1/account/webpush): member id -> the subscription's JSON text, latest last. */
  webPushSubscriptions: Map<number, string[]>;
  /** Pushes the demo built for a member (/__demo/push), oldest first. */
  pushLog: { to: number; payload: Record<string, unknown>; at: string }[];
  nextIds: { member: number; message: number; photo: number; email: number };
  /** The XSS corpus switch (POST /__demo/xss, db/xss.ts): texts and URLs answer the corpus. */
  xss: boolean;
  /**
   * The demo Facebook of the my-profile photo picker (handlers/facebook-demo.ts): whether 'user_photos'
   * is granted, and which albums the account has ('default'; 'none' = no albums; 'empty' = one album
   * with no photos). Switched by POST /__demo/facebook.
   */
  facebookDemo: { permission: 'granted' | 'declined'; albums: 'default' | 'none' | 'empty' };
}
