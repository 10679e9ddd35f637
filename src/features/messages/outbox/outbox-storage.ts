/**
 * The send queue survives a reload (nothing typed or picked is lost): each entry is one IndexedDB
 * record (database 'flechazo-outbox', store 'entries', keyed by the entry's localId and indexed by
 * member), an image entry with its file (a Blob stores fine there). One record per entry, never a
 * whole list, so two tabs adding and sending never overwrite each other's entries.
 *
 * Without IndexedDB (jsdom, a browser that refuses it) text entries fall back to localStorage, one
 * list per member, as before; images then live in memory only. The old localStorage list is moved
 * into IndexedDB once, the first time the member's queue is read. jest replaces these methods where a
 * test needs IndexedDB's behaviour.
 */
import { APP_DATABASES, hasIndexedDb, idbRun, type IdbSchema } from '@/shared/lib/idb';
import type { OutboxAttempt, OutboxEntry } from '../state';

/** An entry as kept: no status (a restored entry is queued) and no object URL; an image keeps its file. */
export interface StoredEntry {
  localId: string;
  meId: number;
  userId: number;
  type: 1 | 2;
  text: string;
  createdAt: string;
  file?: Blob;
  /** Its send was tried (issue 33): reconciled with the conversation before it is sent again. */
  attempt?: OutboxAttempt;
}

const STORE = 'entries';
const BY_MEMBER = 'meId';

const SCHEMA: IdbSchema = {
  name: APP_DATABASES.outbox,
  version: 1,
  upgrade(db) {
    if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: 'localId' }).createIndex(BY_MEMBER, BY_MEMBER);
  },
};

const run = <T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => idbRun(SCHEMA, STORE, mode, f);

/** The pre-IndexedDB queue (text entries, one list per member) and the fallback without IndexedDB. */
export const legacyKey = (meId: number) => `flechazo.outbox.${meId}`;

function isAttempt(a: unknown): a is OutboxAttempt {
  if (!a || typeof a !== 'object') return false;
  const x = a as Partial<OutboxAttempt>;
  return typeof x.at === 'string' && (x.afterId === null || typeof x.afterId === 'number');
}

function isStored(e: unknown, meId: number): e is StoredEntry {
  if (!e || typeof e !== 'object') return false;
  const s = e as Partial<StoredEntry>;
  return (
    typeof s.localId === 'string' &&
    typeof s.userId === 'number' &&
    typeof s.text === 'string' &&
    (s.type === 1 || s.type === 2) &&
    (s.meId === undefined || s.meId === meId)
  );
}

function readLegacy(meId: number): StoredEntry[] {
  try {
    const raw = localStorage.getItem(legacyKey(meId));
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((e: unknown) => (e && typeof e === 'object' ? { type: 1, ...e, meId } : e))
      .filter((e): e is StoredEntry => isStored(e, meId) && e.type === 1)
      .map(({ localId, userId, type, text, createdAt, attempt }) => ({
        localId,
        meId,
        userId,
        type,
        text,
        createdAt: String(createdAt ?? ''),
        ...(isAttempt(attempt) ? { attempt } : {}),
      }));
  } catch {
    return [];
  }
}

function writeLegacy(meId: number, entries: StoredEntry[]): boolean {
  try {
    if (entries.length === 0) localStorage.removeItem(legacyKey(meId));
    else localStorage.setItem(legacyKey(meId), JSON.stringify(entries));
    return true;
  } catch {
    return false; // storage full or unavailable: the queue still lives in memory
  }
}

function dropLegacy(meId: number): void {
  try {
    localStorage.removeItem(legacyKey(meId));
  } catch {
    /* nothing to drop */
  }
}

const oldestFirst = (a: StoredEntry, b: StoredEntry) => a.createdAt.localeCompare(b.createdAt) || a.localId.localeCompare(b.localId);

/** Moves the member's old localStorage queue into IndexedDB (once: the list is removed after). */
async function migrate(meId: number): Promise<void> {
  const old = readLegacy(meId);
  if (old.length === 0) return;
  for (const e of old) await run('readwrite', (s) => s.put(e));
  dropLegacy(meId);
}

export const outboxStorage = {
  /** The member's kept entries, oldest first; [] when nothing can be read. */
  async list(meId: number): Promise<StoredEntry[]> {
    if (!hasIndexedDb()) return readLegacy(meId);
    try {
      await migrate(meId);
      const all = (await run('readonly', (s) => s.index(BY_MEMBER).getAll(meId))) as unknown[];
      return all.filter((e): e is StoredEntry => isStored(e, meId)).sort(oldestFirst);
    } catch {
      return readLegacy(meId);
    }
  },

  /** Keeps an entry (and its image); true once it is durably stored, false when it lives in memory only. */
  async put(meId: number, entry: OutboxEntry, file?: Blob | null): Promise<boolean> {
    const { localId, userId, type, text, createdAt, attempt } = entry;
    const record: StoredEntry = {
      localId,
      meId,
      userId,
      type,
      text,
      createdAt,
      ...(file ? { file } : {}),
      ...(attempt ? { attempt } : {}),
    };
    if (hasIndexedDb()) {
      try {
        await run('readwrite', (s) => s.put(record));
        return true;
      } catch {
        /* full or refused: the fallback below (text only) */
      }
    }
    if (type !== 1) return false;
    const rest = readLegacy(meId).filter((e) => e.localId !== localId);
    const { file: _file, ...text1 } = record;
    return writeLegacy(meId, [...rest, text1]);
  },

  /** Whether the entry is still kept (false: another tab sent or discarded it); null when unknown. */
  async has(meId: number, localId: string): Promise<boolean | null> {
    if (hasIndexedDb()) {
      try {
        const e = (await run('readonly', (s) => s.get(localId))) as unknown;
        if (isStored(e, meId)) return true;
      } catch {
        return null;
      }
    }
    return readLegacy(meId).some((e) => e.localId === localId);
  },

  /** Forgets an entry (sent or discarded). */
  async remove(meId: number, localId: string): Promise<void> {
    if (hasIndexedDb()) {
      try {
        await run('readwrite', (s) => s.delete(localId));
      } catch {
        /* the fallback list below may hold it */
      }
    }
    const old = readLegacy(meId);
    if (old.some((e) => e.localId === localId))
      writeLegacy(
        meId,
        old.filter((e) => e.localId !== localId),
      );
  },
};

/** The member's queued entries as the offline start shows them (text, or a photo). */
export async function readQueued(meId: number): Promise<Array<Pick<OutboxEntry, 'localId' | 'userId' | 'type' | 'text'>>> {
  const kept = await outboxStorage.list(meId);
  return kept.map(({ localId, userId, type, text }) => ({ localId, userId, type, text }));
}
