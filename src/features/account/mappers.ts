/** Wire JSON to app types (ACC-02, ACC-08, ACC-10, ACC-14, UNSUB-04): robust to missing or wrong fields. */
import type { Body, Schema } from '@/api/contract';
import { AGE_MAX, AGE_MIN, clampAgeRange } from '@/shared/lib/age-range';
import { age, id as idOf } from '@/shared/lib/wire';
import { ALERT_KEYS, type Account, type AlertSet, type ReportedMember, type Subscription, type UnsubscribeUser } from './types';

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : null);
const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};
/** '1'/'0', 1/0 (ACC-14) or booleans. */
const on = (v: unknown): boolean => v === '1' || v === 1 || v === true;

/** ACC-10 ('1'/'0' per key) and ACC-14 (integers {android, visits, messages}): missing keys are off. */
export function toAlertSet(raw: unknown): AlertSet | null {
  const o = obj(raw);
  if (!o) return null;
  const out = {} as AlertSet;
  for (const k of ALERT_KEYS) out[k] = on(o[k]);
  return out;
}

export function toAlertWire(set: AlertSet): Schema<'NotificationAlerts'> {
  const out = {} as Schema<'NotificationAlerts'>;
  for (const k of ALERT_KEYS) out[k] = set[k] ? '1' : '0';
  return out;
}

/** Every key off: the Android set of a member who has none. */
const NONE = Object.fromEntries(ALERT_KEYS.map((k) => [k, false])) as AlertSet;

/**
 * ACC-11, API-52: a change is saved with both sets, {web:{...}, android:{the same keys}} as '1'/'0',
 * never android null: a member without an Android set sends every Android key '0' (they have nothing on
 * there), and the Android column stays hidden as long as the server answers no set (ACC-13).
 */
export function toNotificationsPayload(alerts: Account['alerts']): Body<'updateNotifications'> {
  return { web: toAlertWire(alerts.web), android: toAlertWire(alerts.android ?? NONE) };
}

function toSubscription(raw: unknown): Subscription | null {
  const o = obj(raw);
  if (!o) return null;
  return {
    description: text(o.description),
    expired: text(o.active, '1') === '0',
    startDate: text(o.startDate),
    endDate: text(o.endDate),
    renewal: on(o.renewal),
    hideCancelButton: on(o.hideCancelButton),
  };
}

/** null when the answer is not an account at all (the screen then offers 'Reintentar'). */
export function toAccount(raw: unknown): Account | null {
  const o = obj(raw);
  if (!o) return null;
  const range = obj(o.ageRange);
  const alerts = obj(o.alerts);
  return {
    email: text(o.email),
    username: text(o.username),
    genderId: num(o.genderId, 2) === 1 ? 1 : 2,
    // ageRange's structure is not stated for the account: {min, max} (as elsewhere) or the session's
    // {edad_min, edad_max}; numbers or digit strings.
    ageRange: clampAgeRange(num(range?.min ?? range?.edad_min, AGE_MIN), num(range?.max ?? range?.edad_max, AGE_MAX)),
    subscription: toSubscription(o.subscriptions),
    alerts: {
      web: toAlertSet(alerts?.web) ?? toAlertSet({}) ?? ({} as AlertSet),
      android: toAlertSet(alerts?.android),
    },
  };
}

/**
 * UNSUB-03: the renewal check passed: its answer is an object whose `error` (required) is empty ('' or
 * null; false, 0 or an empty list read the same). A missing `error` or any other value is a refusal.
 */
export function renewalCheckPassed(data: unknown): boolean {
  const o = obj(data);
  if (!o || !('error' in o)) return false;
  const e = o.error;
  return e === '' || e === null || e === false || e === 0 || (Array.isArray(e) && e.length === 0);
}

/**
 * UNSUB-04, OPEN-13: the check's answer carries the step-two member list under a name the contract does
 * not give (x-unnamed-fields): `users` (the demo's) when it is a list, else the first other field that is
 * a list of records (docs/api-decisions.md "Unsubscribe member list"). No list at all reads as empty.
 */
export function unsubscribeUsersIn(data: unknown): UnsubscribeUser[] {
  const o = obj(data);
  if (!o) return [];
  if (Array.isArray(o.users)) return toUnsubscribeUsers(o.users);
  const list = Object.entries(o).find(([k, v]) => k !== 'error' && Array.isArray(v) && v.some((x) => obj(x) !== null));
  return list ? toUnsubscribeUsers(list[1]) : [];
}

export function toUnsubscribeUsers(raw: unknown): UnsubscribeUser[] {
  if (!Array.isArray(raw)) return [];
  const out: UnsubscribeUser[] = [];
  for (const item of raw) {
    const o = obj(item);
    const id = idOf(o?.id);
    if (!o || id === null) continue;
    const picture = text(o.picture);
    out.push({
      id,
      nickname: text(o.nickname),
      years: age(o.years),
      gender: num(o.gender, 2) === 1 ? 1 : 2,
      picture,
      hasPicture: o.hasPicture === undefined ? Boolean(picture) : on(o.hasPicture) && Boolean(picture),
    });
  }
  return out;
}

/**
 * Who is being reported, from the member's profile view (REPORT-01, API-41): `nickname` (named, not
 * required), the photo from `images.profile`, else `picture` (x-type unstated: a file name or
 * {name}), and the gender. No nickname: null (the page names nobody rather than an empty name).
 */
export function toReportedMember(raw: unknown, id: number): ReportedMember | null {
  const o = obj(raw);
  const nickname = text(o?.nickname).trim();
  if (!o || !nickname) return null;
  const images = obj(o.images);
  const picture = obj(o.picture);
  const photo = text(images?.profile) || text(picture ? picture.name : o.picture);
  return { id, nickname, picture: photo || null, gender: num(o.gender, 2) === 1 ? 1 : 2 };
}
