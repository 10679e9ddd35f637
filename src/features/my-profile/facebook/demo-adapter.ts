/**
 * The demo Facebook (no FACEBOOK_APP_ID): the demo API serves a Graph-like API under
 * {API_BASE_URL}/demo/facebook (src/mocks/handlers/facebook-demo.ts) with generated photos; its
 * switches (POST /__demo/facebook) refuse the permission or empty the albums, and the demo API's
 * scenarios (500, slow, network) apply to it like to any call.
 */
import { config } from '@/shared/config/env';
import { FACEBOOK_ALBUM_LIMIT, FACEBOOK_PHOTOS_PERMISSION } from '@/shared/facebook/sdk';
import { isRecord, list, str } from '@/shared/lib/wire';
import { ALBUM_FIELDS, graphError, PHOTO_FIELDS, toAlbums, toPhotoPage } from './graph';
import { FB_PAGE_SIZE, type FacebookPhotosAdapter, type FbPermission } from './types';

const base = () => `${config.apiBaseUrl}/demo/facebook`;

async function graph(path: string, params: Record<string, string | number> = {}): Promise<unknown> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await fetch(`${base()}${path}${q.size ? `?${q}` : ''}`);
  const json: unknown = await res.json().catch(() => null);
  const error = res.ok ? graphError(json) : `HTTP ${res.status}`;
  if (error) throw new Error(error);
  return json;
}

export const demoFacebookPhotos: FacebookPhotosAdapter = {
  available: true,
  async connect(): Promise<FbPermission> {
    const json = await graph('/me/permissions');
    const granted = list(isRecord(json) ? json.data : null).some(
      (p) => isRecord(p) && str(p.permission) === FACEBOOK_PHOTOS_PERMISSION && str(p.status) === 'granted',
    );
    return granted ? 'granted' : 'denied';
  },
  async albums() {
    return toAlbums(await graph('/me/albums', { fields: ALBUM_FIELDS, limit: FACEBOOK_ALBUM_LIMIT }));
  },
  async photos(albumId, after) {
    return toPhotoPage(
      await graph(`/${encodeURIComponent(albumId)}/photos`, { fields: PHOTO_FIELDS, limit: FB_PAGE_SIZE, ...(after ? { after } : {}) }),
    );
  },
  async fetchPhoto(photo, signal) {
    const res = await fetch(photo.full, { signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.blob();
  },
};
