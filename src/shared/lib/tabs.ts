/**
 * Coordination between the app's open tabs, on the platform: an exclusive Web Lock
 * (`navigator.locks`) and a BroadcastChannel. Where a browser (or jsdom) has neither, each tab acts
 * alone: the lock is granted at once and nothing is broadcast.
 */

const noop = () => {};

/**
 * Waits for the exclusive lock `name` (shared by every tab of this origin) and resolves with its
 * release. Aborting `signal` before the lock is granted withdraws the request; a lock granted after
 * the abort is released at once. The browser releases it too when the tab closes or reloads.
 */
export function acquireLock(name: string, signal?: AbortSignal): Promise<() => void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks || typeof locks.request !== 'function') return Promise.resolve(noop);
  return new Promise<() => void>((resolve, reject) => {
    locks
      .request(name, signal ? { signal } : {}, () => {
        return new Promise<void>((release) => {
          if (signal?.aborted) release();
          else resolve(() => release());
        });
      })
      .catch((e: unknown) => {
        if (signal?.aborted) resolve(noop);
        else reject(e instanceof Error ? e : new Error(String(e)));
      });
  });
}

export interface TabChannel<T> {
  post(message: T): void;
  listen(onMessage: (message: T) => void): () => void;
}

/** This tab's id: a channel never hands a tab its own messages (jsdom's channels share one process). */
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

interface Envelope<T> {
  from: string;
  body: T;
}

/** Node's channels (jest) would keep the process alive; browsers have no unref. */
function open(name: string): BroadcastChannel {
  const ch = new BroadcastChannel(name);
  (ch as BroadcastChannel & { unref?: () => void }).unref?.();
  return ch;
}

/** A named channel to the app's other tabs; a silent one without BroadcastChannel. */
export function tabChannel<T>(name: string): TabChannel<T> {
  if (typeof BroadcastChannel === 'undefined') return { post: noop, listen: () => noop };
  let sender: BroadcastChannel | null = null;
  return {
    post(body) {
      try {
        sender ??= open(name);
        sender.postMessage({ from: TAB_ID, body } satisfies Envelope<T>);
      } catch {
        /* a closed channel or an uncloneable message: the other tabs catch up from storage */
      }
    },
    listen(onMessage) {
      const ch = open(name);
      ch.onmessage = (e: MessageEvent) => {
        const m = e.data as Envelope<T> | null;
        if (m && m.from !== TAB_ID) onMessage(m.body);
      };
      return () => ch.close();
    },
  };
}
