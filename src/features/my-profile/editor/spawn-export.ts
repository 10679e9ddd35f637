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
    const onMessage = (e: MessageEvent<{ id: number; blob?: Blob; error?: string }>) => {
      if (e.data.id !== id) return;
      w.removeEventListener('message', onMessage);
      if (e.data.blob) resolve(e.data.blob);
      else reject(new Error(e.data.error ?? 'export failed'));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', () => reject(new Error('worker failed')), { once: true });
    w.postMessage({ id, bitmap: copy, size, scene }, [copy]);
  });
}
