/**
 * The demo Facebook of the my-profile photo picker (the app's demo adapter, used when FACEBOOK_APP_ID is
 * empty): a small Graph API under /demo/facebook answering the JSON the real one does, with generated
 * photos (images/facebook-photos.ts).
 *
 *   GET /demo/facebook/me/permissions                     {data: [{permission: 'user_photos', status}]}
 *   GET /demo/facebook/me/albums?fields&limit             {data: [{id, name, count}], paging}
 *   GET /demo/facebook/{album}/photos?fields&limit&after  {data: [{id, picture, images, width, height}], paging}
 *   GET /demo/facebook/photo/{id}/{full|thumb}.png        the photo (1024x768 or 320x240 PNG)
 *
 * Switches: POST /__demo/facebook {permission: 'granted'|'declined', albums: 'default'|'none'|'empty'}
 * (GET shows them; /__demo/reset restores granted + default). Faults use the demo API's scenarios on
 * these paths, e.g. POST /__demo/scenario {scenario: '500' | 'slow' | 'network', path: '/demo/facebook/*'}.
 * Without a permission, albums and photos answer Graph's OAuth error (HTTP 403, code 200).
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { FB_FULL, FB_THUMB, facebookPhotoPng } from '../images/facebook-photos';
import { apiUrl, int, jsonError, readBody, str, validationError } from './base';

const BASE = '/demo/facebook';

interface DemoAlbum {
  id: string;
  name: string;
  count: number;
}
const DEFAULT_ALBUMS: DemoAlbum[] = [
  { id: 'fbdemo-perfil', name: 'Fotos del perfil', count: 7 },
  { id: 'fbdemo-viaje', name: 'Vacaciones en Bariloche', count: 30 },
  { id: 'fbdemo-vacio', name: 'Guardadas', count: 0 },
];
const EMPTY_ALBUMS: DemoAlbum[] = [{ id: 'fbdemo-vacio', name: 'Guardadas', count: 0 }];

function albums(): DemoAlbum[] {
  const mode = db.facebookDemo.albums;
  return mode === 'none' ? [] : mode === 'empty' ? EMPTY_ALBUMS : DEFAULT_ALBUMS;
}

/** Graph's answer when the permission is missing. */
const oauthError = () =>
  jsonError(403, { error: { message: '(#200) Requires user_photos permission', type: 'OAuthException', code: 200 } });

/**
 * The demo API's origin as the browser reached it (the node server presents every request as addressed
 * to API_BASE and keeps the real host in x-forwarded-host), so photo URLs work on any port.
 */
function originOf(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host');
  return host ? `${url.protocol}//${host}` : url.origin;
}

function photoJson(origin: string, id: string) {
  const photoUrl = (size: 'full' | 'thumb') => `${origin}${BASE}/photo/${encodeURIComponent(id)}/${size}.png`;
  return {
    id,
    picture: photoUrl('thumb'),
    width: FB_FULL.width,
    height: FB_FULL.height,
    images: [
      { source: photoUrl('full'), width: FB_FULL.width, height: FB_FULL.height },
      { source: photoUrl('thumb'), width: FB_THUMB.width, height: FB_THUMB.height },
    ],
  };
}

/** Cursors are the index of the next photo, base64 like Graph's opaque ones. */
const cursor = (n: number) => Buffer.from(`n:${n}`).toString('base64');
function fromCursor(text: string | null): number {
  if (!text) return 0;
  const m = /^n:(\d+)$/.exec(Buffer.from(text, 'base64').toString('utf8'));
  return m ? Number(m[1]) : 0;
}

export const facebookDemoHandlers = [
  http.get(apiUrl('/__demo/facebook'), () => HttpResponse.json(db.facebookDemo)),

  http.post(apiUrl('/__demo/facebook'), async ({ request }) => {
    const body = await readBody(request);
    const permission = str(body, 'permission');
    const mode = str(body, 'albums');
    if (permission) {
      if (permission !== 'granted' && permission !== 'declined') return validationError({ permission: 'invalid' });
      db.facebookDemo.permission = permission;
    }
    if (mode) {
      if (mode !== 'default' && mode !== 'none' && mode !== 'empty') return validationError({ albums: 'invalid' });
      db.facebookDemo.albums = mode;
    }
    return HttpResponse.json(db.facebookDemo);
  }),

  http.get(apiUrl(`${BASE}/me/permissions`), () =>
    HttpResponse.json({
      data: [
        { permission: 'public_profile', status: 'granted' },
        { permission: 'user_photos', status: db.facebookDemo.permission },
      ],
    }),
  ),

  http.get(apiUrl(`${BASE}/me/albums`), () => {
    if (db.facebookDemo.permission !== 'granted') return oauthError();
    const data = albums();
    return HttpResponse.json({
      data,
      paging: { cursors: { before: cursor(0), after: cursor(data.length) } },
    });
  }),

  http.get(apiUrl(`${BASE}/photo/:id/:file`), ({ params }) => {
    const id = String(params.id);
    const size = String(params.file) === 'full.png' ? 'full' : String(params.file) === 'thumb.png' ? 'thumb' : null;
    if (!size || !/^fbdemo-[a-z]+-\d+$/.test(id)) return jsonError(404, { error: { message: 'not found', code: 100 } });
    return new HttpResponse(facebookPhotoPng(id, size), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
    });
  }),

  http.get(apiUrl(`${BASE}/:album/photos`), ({ params, request }) => {
    if (db.facebookDemo.permission !== 'granted') return oauthError();
    const album = albums().find((a) => a.id === String(params.album));
    if (!album) return jsonError(404, { error: { message: 'Unsupported get request', type: 'GraphMethodException', code: 100 } });
    const url = new URL(request.url);
    const origin = originOf(request);
    const limit = Math.min(100, Math.max(1, int(url.searchParams.get('limit')) ?? 25));
    const from = fromCursor(url.searchParams.get('after'));
    const ids = Array.from({ length: album.count }, (_, i) => `${album.id}-${i + 1}`);
    const page = ids.slice(from, from + limit);
    const end = from + page.length;
    const paging: Record<string, unknown> = { cursors: { before: cursor(from), after: cursor(end) } };
    if (end < ids.length) {
      const next = new URL(`${origin}${url.pathname}${url.search}`);
      next.searchParams.set('after', cursor(end));
      paging.next = next.href;
    }
    return HttpResponse.json({ data: page.map((id) => photoJson(origin, id)), paging });
  }),
];
