import { config } from '@/shared/config/env';
import type { FacebookPhotosAdapter } from './types';

let adapter: Promise<FacebookPhotosAdapter> | null = null;

/** The SDK adapter with a Facebook app id (its own lazy chunk with the SDK), the demo Facebook without one. */
export function loadFacebookPhotos(): Promise<FacebookPhotosAdapter> {
  adapter ??= (
    config.facebookAppId
      ? import(/* webpackChunkName: "facebook-photos" */ './sdk-adapter').then((m) => m.createFacebookPhotos(config.facebookAppId))
      : import(/* webpackChunkName: "facebook-photos" */ './demo-adapter').then((m) => m.demoFacebookPhotos)
  ).catch((e: unknown) => {
    adapter = null; // a chunk that failed to load is tried again
    throw e;
  });
  return adapter;
}

/** For tests: forget the adapter (after changing config.facebookAppId). */
export function resetFacebookPhotos(): void {
  adapter = null;
}
