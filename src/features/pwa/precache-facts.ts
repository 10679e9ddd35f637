/**
 * What the service worker cannot see for its precache rule (src/shared/lib/precache-policy.ts): the
 * member's data-saver switch (localStorage) and whether the app runs installed (display-mode). Stored in
 * Cache Storage before the worker registers (its install reads them), and posted to the active worker
 * whenever they change, so that it precaches the lazy screens once the rule holds (installed, saver off).
 */
import { browserSaveData, dataSaverChoice, subscribeDataSaver } from '@/shared/lib/data-saver';
import { PRECACHE_FACTS_CACHE, PRECACHE_FACTS_MESSAGE, PRECACHE_FACTS_URL, type PagePrecacheFacts } from '@/shared/lib/precache-policy';
import { isStandalone } from './install-capture';

export function pagePrecacheFacts(): PagePrecacheFacts {
  return { saver: dataSaverChoice(), browserSaveData: browserSaveData(), standalone: isStandalone() };
}

/** Keeps the facts where the worker's install reads them; never throws (no Cache Storage: it goes by its own). */
export async function storePrecacheFacts(facts: PagePrecacheFacts = pagePrecacheFacts()): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(PRECACHE_FACTS_CACHE);
    await cache.put(PRECACHE_FACTS_URL, new Response(JSON.stringify(facts), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    /* storage unavailable or full */
  }
}

/** Tells the registration's active worker the facts now and whenever they change. */
export function watchPrecacheFacts(reg: ServiceWorkerRegistration): void {
  const tell = () => {
    const facts = pagePrecacheFacts();
    void storePrecacheFacts(facts).then(() => reg.active?.postMessage({ type: PRECACHE_FACTS_MESSAGE, facts }));
  };
  tell();
  subscribeDataSaver(tell);
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', tell);
}
