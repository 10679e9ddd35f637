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

/**
 * Ids (`Id` is `[integer, string]`, x-type unstated): the app holds every id as a number. A positive
 * integer, or its digits, is itself; 0 names no one (the "none" of servers whose ids start at 1); a
 * negative integer (or its digits: Prism's `-7180426`) and any other text the server sends as an id (a
 * word, a UUID, a 64-bit id written out) are opaque: held as a number from OPAQUE_IDS up, the same for
 * the same id in every tab and after a reload (a hash of its text), and `wireId` gives the server back
 * what it sent (a negative id as a number, any other as its text), in paths, bodies, links and channel
 * names.
 * Numeric ids keep their order (messages are sorted by id); opaque ones have none (`compareIds`).
 * docs/api-decisions.md "Ids".
 */
export const OPAQUE_IDS = 2 ** 52;
/** The longest opaque id read (a longer text is no id: nothing a server names a member by). */
const OPAQUE_ID_MAX_LENGTH = 128;
/** The opaque ids seen, by the number the app holds them as: what `wireId` sends back. */
const opaque = /* @__PURE__ */ new Map<number, string>();
/**
 * localStorage: each opaque id seen, under `flechazo.id.<number>` (cleared with every flechazo.* key at
 * logout), so an id the app stored (an outbox entry, an offline copy) is still sent back as written
 * after a reload.
 */
const OPAQUE_ID_KEY = 'flechazo.id.';

/** What this file uses of localStorage (the service worker's build has no DOM types). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The page's localStorage, or null (a worker has none; a browser may block it or be full). */
function storage(): KeyValueStore | null {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage ?? null;
  } catch {
    return null;
  }
}

/** The number an opaque id is held as: two 32-bit FNV-1a hashes of its text, 52 bits from OPAQUE_IDS up. */
function opaqueId(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 16777619);
    b = Math.imul(b ^ text.charCodeAt(i), 2246822507);
  }
  const n = OPAQUE_IDS + ((a >>> 0) % 1048576) * 4294967296 + (b >>> 0);
  if (!opaque.has(n)) {
    opaque.set(n, text);
    try {
      storage()?.setItem(OPAQUE_ID_KEY + n, text);
    } catch {
      // Storage full or blocked: this page still knows it.
    }
  }
  return n;
}

/** The text of an opaque id held as `n` (this page's, else an earlier page's), or undefined. */
function opaqueText(n: number): string | undefined {
  if (!opaque.has(n)) {
    try {
      const stored = storage()?.getItem(OPAQUE_ID_KEY + n);
      if (stored) opaque.set(n, stored);
    } catch {
      // Unreadable: not known here.
    }
  }
  return opaque.get(n);
}

/**
 * The id as the app holds it, or null when there is none (an item without one cannot be shown or
 * opened): a positive integer or its digits as that number; a negative one, or any other text, as an
 * opaque id; 0 as none.
 */
export function id(v: unknown): number | null {
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v) || v === 0) return null;
    // An id the app already holds (an opaque one read again: a stored copy, a worker's message) is
    // itself. 0 names no one (the demo's and most servers' "none"); a negative id is held as an opaque one.
    return v > 0 ? v : opaqueId(String(v));
  }
  if (typeof v !== 'string') return null;
  const t = v.trim();
  if (/^\d{1,16}$/.test(t)) {
    const n = Number(t);
    if (n === 0) return null;
    if (n < OPAQUE_IDS || opaqueText(n) !== undefined) return n;
  }
  // A negative number written out is the same member as the number itself (sent back as a number).
  if (/^-\d{1,16}$/.test(t) && Number.isSafeInteger(Number(t))) return id(Number(t));
  return t.length > 0 && t.length <= OPAQUE_ID_MAX_LENGTH ? opaqueId(t) : null;
}

/**
 * A place's id (a province, a city): a positive integer or its digits, else null. The search, the
 * registration and my profile send places back as numbers (0 is "any"), so a place named by a word
 * is left out rather than held as an opaque id.
 */
export function numericId(v: unknown): number | null {
  const n = num(v, NaN);
  return Number.isInteger(n) && n > 0 && n < OPAQUE_IDS ? n : null;
}

/** What the server named an id the app holds: the number itself, or the opaque id it sent. */
export function wireId(n: number): number | string {
  if (n < OPAQUE_IDS) return n;
  const text = opaqueText(n);
  if (text === undefined) return n;
  // A negative id came as a number (or its digits, read as the number): it goes back as one.
  return isNegativeId(text) ? Number(text) : text;
}

/** Whether an opaque id's text is a negative safe integer's (String(-3)): written back as the number. */
function isNegativeId(text: string): boolean {
  const n = Number(text);
  return n < 0 && Number.isSafeInteger(n) && String(n) === text;
}

/** The id a link names (`?id=`, `/report-user/:id`): digits or the server's own text for an opaque id. */
export const routeId = (param: string | null | undefined): number | null => (param ? id(param) : null);

/** An id in a path or a query: the server's own text for it (encoded). */
export const idInUrl = (n: number): string => encodeURIComponent(String(wireId(n)));

/** An id the server sent as text that is no number (a word, a UUID): it has no order. */
export const isOpaqueId = (n: number): boolean => n >= OPAQUE_IDS;

/** Ids in order: numbers by value; an opaque id has no order (a stable sort keeps the answer's). */
export function compareIds(a: number, b: number): number {
  return a < OPAQUE_IDS && b < OPAQUE_IDS ? a - b : 0;
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
