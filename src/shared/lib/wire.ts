/**
 * Tolerant readers for wire JSON: mappers read every field through these, so a malformed answer
 * (text that was not JSON, a wrong type, a missing field, an unexpected shape) falls back instead of
 * throwing inside a saga — a saga that throws never stops its loading (OPEN-18).
 */

import { AGE_MAX, AGE_MIN } from './age-range';

export type WireRecord = Record<string, unknown>;

/** A JSON object (not an array, not null). */
export function isRecord(v: unknown): v is WireRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value as a list; anything else is an empty one. */
export function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** A string; numbers are written out, anything else is the fallback. */
export function str(v: unknown, fallback = ''): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return fallback;
}

/** A finite number; numeric strings are read, anything else is the fallback. */
export function num(v: unknown, fallback = 0): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : fallback;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : fallback;
  }
  return fallback;
}

/**
 * A member's age in whole years, or null when the answer's is not one a member can have (missing, 0,
 * -3, 66948036; members are 18 to 99, the site's age range): the age is then left out rather than
 * shown (OPEN-18).
 */
export function age(v: unknown): number | null {
  const n = num(v, NaN);
  return n >= AGE_MIN && n < AGE_MAX + 1 ? Math.floor(n) : null;
}

/** A positive integer id, or null when there is none (an item without one cannot be shown or opened). */
export function id(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** true, 1, '1' and 'true' are true; false, 0, '0', 'false' are false; anything else is the fallback. */
export function bool(v: unknown, fallback = false): boolean {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return fallback;
}

/**
 * A member's online status, whose type the contract leaves unstated (DashboardUserItem `status`):
 * the words 'online' / 'offline' (the demo's) or a flag (true, 1, '1', 'true' / false, 0, '0',
 * 'false'); anything else is the fallback.
 */
export function online(v: unknown, fallback = false): boolean {
  if (v === 'online') return true;
  if (v === 'offline') return false;
  return bool(v, fallback);
}

/** One of the allowed values, or the fallback. */
export function oneOf<T>(v: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(v as T) ? (v as T) : fallback;
}

/**
 * An item that is shown or opened by its id: `build` gets the record and its id (read from `key`);
 * anything that is not a record, or has no usable id there, is null (the item is dropped).
 */
export function withId<T>(v: unknown, key: string, build: (r: WireRecord, id: number) => T): T | null {
  if (!isRecord(v)) return null;
  const found = id(v[key]);
  return found === null ? null : build(v, found);
}

/**
 * The entities of a list answer: a bare array (the contract's reading: the spec names no envelope) or
 * the array under `key` of an envelope (`{ items }`, `{ messages }` ...); null when it is neither.
 */
export function listIn(data: unknown, key = 'items'): unknown[] | null {
  if (Array.isArray(data)) return data as unknown[];
  if (!isRecord(data)) return null;
  const inside: unknown = data[key];
  return Array.isArray(inside) ? (inside as unknown[]) : null;
}

/**
 * A gender the contract leaves unencoded (realtime `sexo`, x-type: unstated: "id 1/2 or text"): 1 (or
 * '1') and the male texts ('hombre', 'gay', 'h') are 1; 2 and the female texts ('mujer', 'lesbiana', 'm')
 * are 2; anything else is the fallback.
 */
export function genderId(v: unknown, fallback: 1 | 2 = 2): 1 | 2 {
  const t = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (t === 1 || t === '1' || t === 'hombre' || t === 'gay' || t === 'h') return 1;
  if (t === 2 || t === '2' || t === 'mujer' || t === 'lesbiana' || t === 'm') return 2;
  return fallback;
}

/** A date and time written without a zone: 'YYYY-MM-DD HH:mm[:ss[.fff]]' (or with a 'T'). */
const ZONELESS_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(\.\d{1,3})?)?$/;

/**
 * An instant whose format the contract leaves unstated (ChatRow `date`, x-type: unstated), as an ISO
 * 8601 UTC text: a text with a zone (the demo's '2026-12-01T23:30:00.000Z') as it says; a database
 * datetime without one ('2026-12-01 20:30:00') in the site's time, Buenos Aires (UTC-3, no summer
 * time since 2009; OPEN-34), never the device's. Anything unreadable is '' (no date shown).
 */
export function instant(v: unknown): string {
  const text = str(v).trim();
  const zoneless = ZONELESS_DATE_TIME.exec(text);
  const t = zoneless ? Date.parse(`${zoneless[1]}T${zoneless[2]}${zoneless[3] ?? ':00'}-03:00`) : text ? Date.parse(text) : NaN;
  return Number.isFinite(t) ? new Date(t).toISOString() : '';
}
