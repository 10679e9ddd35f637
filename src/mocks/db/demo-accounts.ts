/**
 * The demo sign-ins, listed in the README. Fixed ids (right after the two special system users) so
 * autologin links such as /autologin/demo-autologin-3 are stable across seeds.
 */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  id: number;
  email: string;
  password: string;
  nickname: string;
  /** GET /v1/autologin/{autologinToken} signs this account in. */
  autologinToken: string;
  description: string;
}

function account(id: number, email: string, nickname: string, description: string): DemoAccount {
  return { id, email, password: DEMO_PASSWORD, nickname, autologinToken: `demo-autologin-${id}`, description };
}

export const DEMO_ACCOUNTS = {
  sofia: account(3, 'sofia@demo.flechazo.ar', 'Sofi_palermo', 'Free member, woman seeking men (m-h), 29, CABA - Palermo'),
  martin: account(4, 'martin@demo.flechazo.ar', 'Tincho_ros', 'Free member, man seeking women (h-m), 34, Santa Fe - Rosario'),
  valentina: account(
    5,
    'valentina@demo.flechazo.ar',
    'Vale_lp',
    'Premium subscriber (refund button, recommended list, like game), woman seeking men, 31, Buenos Aires - La Plata',
  ),
  bloqueado: account(
    6,
    'bloqueado@demo.flechazo.ar',
    'Bloqueado',
    'E-mail locked: authenticate answers 401 {errcode:1000, email}; unlock with code 12345',
  ),
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;

/** Ids of the special system users (SPECIAL_NOTICE_USER_ID / SPECIAL_MATCHING_USER_ID). */
export const NOTICE_USER_ID = 1;
export const MATCHING_USER_ID = 2;
/** First id of the seeded regular members. */
export const FIRST_MEMBER_ID = 7;
export const SEEDED_MEMBER_COUNT = 320;
