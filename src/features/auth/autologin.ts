/**
 * The autologin table (A §4; AUTH-29 to AUTH-43): where each action lands, 500 ms after login.
 */
import { AUTH_HOME, PATHS } from '@/store';

/** AUTH-32: navigation runs 500 ms after login. */
export const AUTOLOGIN_NAV_DELAY_MS = 500;

export type AutologinStep =
  | { kind: 'go'; to: string; modal?: { modal: string; id?: string } }
  | { kind: 'plan'; plan: string | null; to: string }
  | { kind: 'logout'; to: string };

export function autologinDestination(action: string | null, user: string | null): AutologinStep {
  const id = user ?? undefined;
  switch (action) {
    case 'm': // AUTH-33
      return id
        ? { kind: 'go', to: PATHS.MESSAGE_RECEIVED, modal: { modal: 'message-view', id } }
        : { kind: 'go', to: PATHS.MESSAGE_RECEIVED };
    case 'like':
    case 'v': // AUTH-34
      return { kind: 'go', to: AUTH_HOME, ...(id ? { modal: { modal: 'profile-view', id } } : {}) };
    case 'c': // AUTH-35
      return { kind: 'go', to: PATHS.MY_ACCOUNT };
    case 'dislike': // AUTH-36
      return { kind: 'go', to: PATHS.DISLIKES };
    case 'p': // AUTH-37
      return { kind: 'go', to: AUTH_HOME, modal: { modal: 'pay-wall', ...(id ? { id } : {}) } };
    case 'new': // AUTH-39
      return { kind: 'go', to: AUTH_HOME, modal: { modal: 'post-register' } };
    case 'visitas': // AUTH-40
      return { kind: 'go', to: PATHS.VISITS_RECEIVED };
    case 'edit': // AUTH-41
      return { kind: 'go', to: PATHS.MY_PROFILE };
    case 'o': // AUTH-42
      return { kind: 'plan', plan: user, to: PATHS.COVID };
    case 'blockbienvenida': // AUTH-43
      return { kind: 'logout', to: PATHS.USER_LOCKED };
    case 'x':
    case 'r': // AUTH-38
    default:
      return { kind: 'go', to: AUTH_HOME };
  }
}
