/**
 * Runs one export in a dedicated Worker (kept apart and imported lazily: jest's CommonJS modules
 * cannot load `new Worker(new URL(..., import.meta.url))`).
 */
import type { SceneState, Size } from './scene';

let worker: Worker | null = null;
let seq = 0;

export async function exportInWorker(full: ImageBitmap, size: Size, scene: SceneState): Promise<Blob> {
  worker ??= new Worker(/* webpackChunkName: "photo-export-worker" */ new URL('./export.worker.ts', import.meta.url), {
    name: 'photo-export',
  });
  const w = worker;
  const id = ++seq;
  // A copy goes to the worker (transferred), so the editor keeps its own bitmap for a retry.
  const copy = await createImageBitmap(full);
  return new Promise<Blob>((resolve, reject) => {
    // Both listeners go when the export settles: the worker lives on, and a listener left behind would
    // keep this export's promise (and its closures) alive for as long as the page.
    const done = () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
    };
    const onMessage = (e: MessageEvent<{ id: number; blob?: Blob; error?: string }>) => {
      if (e.data.id !== id) return;
      done();
      if (e.data.blob) resolve(e.data.blob);
      else reject(new Error(e.data.error ?? 'export failed'));
    };
    const onError = () => {
      done();
      worker = null; // a broken worker is not reused
      reject(new Error('worker failed'));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, bitmap: copy, size, scene }, [copy]);
  });
}
