/**
 * A tiny IndexedDB helper on the platform (no library): one cached connection per database, one request
 * run in its own transaction and resolved when the transaction commits, and the deletion of the app's
 * databases at logout. A connection closes itself when another tab deletes or upgrades its database,
 * so that deletion is never blocked by this tab. Used by the offline copy (pwa) and the send queue
 * (messages).
 */

/** Every IndexedDB database the app creates (all of them hold member data and go at logout). */
export const APP_DATABASES = { offline: 'flechazo-offline', outbox: 'flechazo-outbox' } as const;
const APP_DB_PREFIX = 'flechazo';
/**
 * The service worker's: Workbox's image-cache expiry keeps the URL of every member photo seen
 * ('workbox-expiration'). Its cache goes at logout, and so does this list of its URLs.
 */
const WORKER_DATABASES = ['workbox-expiration'];

export interface IdbSchema {
  name: string;
  version: number;
  upgrade: (db: IDBDatabase, tx: IDBTransaction | null) => void;
}

const connections = new Map<string, Promise<IDBDatabase>>();

export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined' && indexedDB !== null;
}

function openDb(schema: IdbSchema): Promise<IDBDatabase> {
  if (!hasIndexedDb()) return Promise.reject(new Error('no IndexedDB'));
  const cached = connections.get(schema.name);
  if (cached) return cached;
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(schema.name, schema.version);
    req.onupgradeneeded = () => schema.upgrade(req.result, req.transaction);
    req.onsuccess = () => {
      const db = req.result;
      const forget = () => {
        if (connections.get(schema.name) === opening) connections.delete(schema.name);
      };
      // Another tab deletes (logout) or upgrades the database: let it, and open again when needed.
      db.onversionchange = () => {
        forget();
        db.close();
      };
      db.onclose = forget;
      resolve(db);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
  });
  connections.set(schema.name, opening);
  opening.catch(() => {
    if (connections.get(schema.name) === opening) connections.delete(schema.name);
  });
  return opening;
}

/**
 * Runs `f` on `store` in a transaction of its own; resolves with the request's result once the
 * transaction has committed (a write is durable when this resolves) and rejects on any failure,
 * including a full disk (QuotaExceededError).
 */
export async function idbRun<T>(
  schema: IdbSchema,
  store: string,
  mode: IDBTransactionMode,
  f: (s: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb(schema);
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const req = f(tx.objectStore(store));
    let result: T;
    req.onsuccess = () => {
      result = req.result;
    };
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error ?? req.error ?? new Error('IndexedDB failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB aborted'));
  });
}

function deleteDb(name: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const req = indexedDB.deleteDatabase(name);
      // 'blocked' is not an end: the deletion goes on once other tabs' connections close (they do, above).
      req.onsuccess = done;
      req.onerror = done;
    } catch {
      done();
    }
  });
}

/**
 * Logout: deletes every database of the app (the known ones, any other 'flechazo…' one the browser
 * lists, and the service worker's image-expiry list), after closing this tab's connections. One the
 * service worker holds open is deleted once the worker closes it (the request waits for that). Never rejects; gives up waiting after `timeoutMs`.
 */
export async function deleteAppDatabases(timeoutMs = 3000): Promise<void> {
  if (!hasIndexedDb()) return;
  const names = new Set<string>([...Object.values(APP_DATABASES), ...WORKER_DATABASES]);
  try {
    const listed = typeof indexedDB.databases === 'function' ? await indexedDB.databases() : [];
    for (const d of listed) if (d.name?.startsWith(APP_DB_PREFIX)) names.add(d.name);
  } catch {
    /* the known names are enough */
  }
  await Promise.all(
    [...names].map(async (name) => {
      const open = connections.get(name);
      connections.delete(name);
      if (open) {
        try {
          (await open).close();
        } catch {
          /* it never opened */
        }
      }
      await deleteDb(name, timeoutMs);
    }),
  );
}
