import { config } from '@/shared/config/env';
import { demoFacebookPhotos } from './demo-adapter';
import type { FacebookPhotosAdapter } from './types';

let adapter: Promise<FacebookPhotosAdapter> | null = null;

/**
 * The SDK adapter with a Facebook app id, the demo Facebook without one. The SDK adapter shares the
 * lazy "facebook" chunk of sign-in's adapter (one chunk, one SDK loader, no new entry in the runtime).
 */
export function loadFacebookPhotos(): Promise<FacebookPhotosAdapter> {
  if (!config.facebookAppId) return Promise.resolve(demoFacebookPhotos);
  adapter ??= import(/* webpackChunkName: "facebook" */ './sdk-adapter')
    .then((m) => m.createFacebookPhotos(config.facebookAppId))
    .catch((e: unknown) => {
      adapter = null; // a chunk that failed to load is tried again
      throw e;
    });
  return adapter;
}

/** For tests: forget the adapter (after changing config.facebookAppId). */
export function resetFacebookPhotos(): void {
  adapter = null;
}
