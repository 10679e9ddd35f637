/**
 * Persistent session storage (AUTH-52): localStorage, falling back to memory when storage throws
 * (private mode, quota, disabled cookies).
 */
import storageKeys from '@/shared/boot/storage-keys.json';

/** Spelt once, in storage-keys.json: the boot loader (through config.keys.js), e2e and the bench read it too. */
export const SESSION_STORAGE_KEY: string = storageKeys.SESSION_STORAGE_KEY;

export interface StoredSession {
  token: string;
  recovery_token: string | null;
  longAccessToken?: string | null;
}

const memory = new Map<string, string>();

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function safeSet(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

function safeRemove(key: string): void {
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* memory already cleared */
  }
}

export const kvStorage = { get: safeGet, set: safeSet, remove: safeRemove };

export function readStoredSession(): StoredSession | null {
  const raw = safeGet(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSession>;
    return typeof parsed.token === 'string' && parsed.token
      ? { token: parsed.token, recovery_token: parsed.recovery_token ?? null, longAccessToken: parsed.longAccessToken ?? null }
      : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(s: StoredSession): void {
  safeSet(SESSION_STORAGE_KEY, JSON.stringify(s));
}

/** Logout (AUTH-64): clears everything the app stored for the member. */
export function clearStorage(): void {
  memory.clear();
  try {
    const ls = window.localStorage;
    for (let i = ls.length - 1; i >= 0; i -= 1) {
      const k = ls.key(i);
      if (k && k.startsWith('flechazo.')) ls.removeItem(k);
    }
    window.sessionStorage.clear();
  } catch {
    /* storage unavailable: memory fallback cleared above */
  }
}
