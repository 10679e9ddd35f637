/**
 * The real Facebook photo adapter over the JS SDK (this module is a lazy chunk of its own, loaded only
 * when the picker opens with FACEBOOK_APP_ID configured; the SDK loader is the one sign-in uses).
 * connect() checks the login status and the 'user_photos' permission and, when it is missing, opens
 * FB.login asking for it again (auth_type 'rerequest'); albums and photos come from FB.api.
 */
import { FACEBOOK_ALBUM_LIMIT, FACEBOOK_PHOTOS_PERMISSION, loadFacebookSdk, type FacebookSdk } from '@/shared/facebook/sdk';
import { isRecord, list, str } from '@/shared/lib/wire';
import { ALBUM_FIELDS, graphError, PHOTO_FIELDS, toAlbums, toPhotoPage } from './graph';
import { FB_PAGE_SIZE, type FacebookPhotosAdapter, type FbPermission } from './types';

function api(fb: FacebookSdk, path: string, params: Record<string, string | number>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!fb.api) {
      reject(new Error('FB.api missing'));
      return;
    }
    fb.api(path, 'get', params, (r) => {
      const error = graphError(r);
      if (error) reject(new Error(error));
      else resolve(r);
    });
  });
}

const status = (fb: FacebookSdk) =>
  new Promise<string>((resolve) => (fb.getLoginStatus ? fb.getLoginStatus((r) => resolve(r.status)) : resolve('unknown')));

async function hasPhotos(fb: FacebookSdk): Promise<boolean> {
  const json = await api(fb, '/me/permissions', {});
  return list(isRecord(json) ? json.data : null).some(
    (p) => isRecord(p) && str(p.permission) === FACEBOOK_PHOTOS_PERMISSION && str(p.status) === 'granted',
  );
}

export function createFacebookPhotos(appId: string): FacebookPhotosAdapter {
  const sdk = () => loadFacebookSdk(appId);
  return {
    available: true,
    async connect(): Promise<FbPermission> {
      const fb = await sdk();
      if ((await status(fb)) === 'connected' && (await hasPhotos(fb))) return 'granted';
      const granted = await new Promise<boolean>((resolve) =>
        fb.login(
          (r) => {
            const scopes = (r.authResponse?.grantedScopes ?? '').split(',');
            resolve(r.status === 'connected' && scopes.includes(FACEBOOK_PHOTOS_PERMISSION));
          },
          { scope: FACEBOOK_PHOTOS_PERMISSION, return_scopes: true, auth_type: 'rerequest' },
        ),
      );
      return granted ? 'granted' : 'denied';
    },
    async albums() {
      return toAlbums(await api(await sdk(), '/me/albums', { fields: ALBUM_FIELDS, limit: FACEBOOK_ALBUM_LIMIT }));
    },
    async photos(albumId, after) {
      const params: Record<string, string | number> = { fields: PHOTO_FIELDS, limit: FB_PAGE_SIZE };
      if (after) params.after = after;
      return toPhotoPage(await api(await sdk(), `/${albumId}/photos`, params));
    },
    async fetchPhoto(photo, signal) {
      // Facebook's CDN serves photos with CORS, so the bytes can be read (and re-encoded by the editor).
      const res = await fetch(photo.full, { signal, mode: 'cors', credentials: 'omit' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.blob();
    },
  };
}
