/**
 * What autologin hands to the paywall and payment areas (AUTH-31, AUTH-42): the idabono query parameter
 * and the plan of action 'o'. Kept in session storage (flechazo.* keys, cleared on logout with the rest
 * of the member's data) so it survives a reload; the paywall reads it with readAutologinHandoff().
 */
import { kvStorage } from '@/features/session';

const IDABONO_KEY = 'flechazo.autologin.idabono';
const PLAN_KEY = 'flechazo.autologin.plan';

function ss(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  const s = ss();
  try {
    if (!s) throw new Error('no session storage');
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    if (value === null) kvStorage.remove(key);
    else kvStorage.set(key, value);
  }
}

function read(key: string): string | null {
  try {
    const v = ss()?.getItem(key);
    if (v !== null && v !== undefined) return v;
  } catch {
    /* fall through */
  }
  return kvStorage.get(key);
}

export const storeIdabono = (idabono: string | null) => write(IDABONO_KEY, idabono);
export const storeAutologinPlan = (plan: string | null) => write(PLAN_KEY, plan);

export function readAutologinHandoff(): { idabono: string | null; plan: string | null } {
  return { idabono: read(IDABONO_KEY), plan: read(PLAN_KEY) };
}
