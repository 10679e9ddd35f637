/// <reference lib="webworker" />
/** The photo export off the main thread: OffscreenCanvas 800x600 -> JPEG (no metadata). */
import { drawFrame, OUTPUT, type SceneState, type Size } from './scene';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = async (e: MessageEvent<{ id: number; bitmap: ImageBitmap; size: Size; scene: SceneState }>) => {
  const { id, bitmap, size, scene } = e.data;
  try {
    const canvas = new OffscreenCanvas(OUTPUT.width, OUTPUT.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    drawFrame(ctx, bitmap, size, scene, 0, 0, 1);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    self.postMessage({ id, blob });
  } catch (err) {
    self.postMessage({ id, error: String(err) });
  } finally {
    bitmap.close();
  }
};
