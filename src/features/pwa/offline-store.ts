/**
 * The offline copy (issue 20, offline start): the last conversations and messages a member saw, kept per
 * member in IndexedDB, plus which member used this device last (localStorage), so an installed app opened
 * with no connection can show them before any session exists. Cleared on logout. jest replaces these
 * methods (there is no IndexedDB in jsdom).
 */
import { APP_DATABASES, idbRun, type IdbSchema } from '@/shared/lib/idb';
import { toOfflineSnapshot } from './mappers';
import type { OfflineSnapshot } from './offline-types';

export type { OfflineChat, OfflineConversation, OfflineMessage, OfflineSnapshot } from './offline-types';

export const LAST_MEMBER_KEY = 'flechazo.offline.member';
const STORE = 'members';

const SCHEMA: IdbSchema = {
  name: APP_DATABASES.offline,
  version: 1,
  upgrade(db) {
    if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'meId' });
  },
};

const run = <T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => idbRun(SCHEMA, STORE, mode, f);

export const offlineStore = {
  async read(meId: number): Promise<OfflineSnapshot | null> {
    return toOfflineSnapshot(await run('readonly', (s) => s.get(meId)), meId);
  },
  async write(snapshot: OfflineSnapshot): Promise<void> {
    await run('readwrite', (s) => s.put(snapshot));
  },
  async remove(meId: number): Promise<void> {
    await run('readwrite', (s) => s.delete(meId));
  },
  lastMember(): number | null {
    try {
      const n = Number(localStorage.getItem(LAST_MEMBER_KEY));
      return Number.isInteger(n) && n > 0 ? n : null;
    } catch {
      return null;
    }
  },
  setLastMember(meId: number | null): void {
    try {
      if (meId === null) localStorage.removeItem(LAST_MEMBER_KEY);
      else localStorage.setItem(LAST_MEMBER_KEY, String(meId));
    } catch {
      /* storage unavailable: the offline start shows no conversations */
    }
  },
};
