import { idInUrl } from '@/shared/lib/wire';

/** Every route of A §2 and B §2 (OPEN-01: the paths A lists for every route key). */
export const PATHS = {
  HOME: '/',
  REGISTER: '/register',
  LOGIN: '/login',
  PASSWORD_RECOVERY: '/password-recovery',
  RESET_PASSWORD: '/reset_password/change',
  SERVER_ERROR: '/server-error',
  AUTOLOGIN: '/autologin',
  USER_LOCKED: '/user-locked',
  LOCKED: '/locked',
  CODE: '/code',

  THKYOUPAGE: '/thkyoupage',
  DASHBOARD_NEW: '/dashboard-new',
  DASHBOARD_ONLINE: '/dashboard-online',
  DASHBOARD_RECENT: '/dashboard-recent',
  DISLIKES: '/dislikes',
  LIKES_RECEIVED: '/likes-received',
  LIKES_SENT: '/likes-sent',
  MESSAGE_RECEIVED: '/message-received',
  MESSAGE_SENT: '/message-sent',
  MY_PROFILE: '/my-profile',
  MY_ACCOUNT: '/my-account',
  UNSUBSCRIBE_ONE: '/unsubscribe/step-one',
  UNSUBSCRIBE_TWO: '/unsubscribe/step-two',
  UNSUBSCRIBE_THREE: '/unsubscribe/step-three',
  UNSUBSCRIBE_FOUR: '/unsubscribe/step-four',
  VISITS_RECEIVED: '/visits-received',
  VISITS_SENT: '/visits-sent',
  SEARCH_RESULTS: '/search-results',
  ADD_TO_HOME_SCREEN: '/add-to-home-screen',
  SUBSCRIBE_DONE: '/subscribe-done',
  REPORT_USER: '/report-user',
  COVID: '/covid-payment',
  REFUND: '/refund',
  MATCHING: '/recomendados',
  DEBUG: '/test-route-debug',
} as const;

/** SHELL-11: the default landing of the authenticated area. */
export const AUTH_HOME = PATHS.DASHBOARD_RECENT;

export const reportUserPath = (id: number | string) =>
  `${PATHS.REPORT_USER}/${typeof id === 'number' ? idInUrl(id) : encodeURIComponent(id)}`;

/** SHELL-30: the modal kinds, opened with ?modal= on the current path. */
export const MODALS = [
  'profile-view',
  'message-view',
  'pay-wall',
  'payment',
  'my-profile-images',
  'post-register',
  'search',
  'photo-uploaded',
  'like-game',
] as const;
export type ModalName = (typeof MODALS)[number];
export const isModalName = (v: string | null): v is ModalName => !!v && (MODALS as readonly string[]).includes(v);
