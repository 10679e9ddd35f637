/**
 * The image host (IMAGE_HOST = API_BASE/img): member photos by size, chat images and the default
 * gender images. Every photo is a generated SVG (images/avatar.ts), whatever extension was asked
 * for, so the client's webp -> jpg -> png fallback chain always ends at the first try.
 */
import { http, HttpResponse } from 'msw';
import { IMAGE_NAME_PATTERN, defaultGenderSvg, parseSize, portraitSvg } from '../images/avatar';
import { apiUrl, jsonError } from './base';
import { uploadedImage } from './my-profile';

// Timing-Allow-Origin: paint timings of these cross-origin photos are readable (the like-game bench).
const SVG_HEADERS = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable', 'Timing-Allow-Origin': '*' };
/** Size used when a photo is asked for without a WxH segment (users/{name}). */
const DEFAULT_SIZE = { width: 600, height: 750 };

async function photo(sizeText: string | null, name: string): Promise<Response> {
  // A member's own upload (my profile): its stored bytes, at any size.
  const upload = uploadedImage(name);
  if (upload)
    return new HttpResponse(upload.bytes, {
      headers: { 'Content-Type': upload.type, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  const size = sizeText === null ? DEFAULT_SIZE : parseSize(sizeText);
  if (!size || !IMAGE_NAME_PATTERN.test(name)) return jsonError(404, { error: 'not_found' });
  return new HttpResponse(await portraitSvg(name, size.width, size.height), { headers: SVG_HEADERS });
}

export const imageHandlers = [
  http.get(apiUrl('/img/default/:file'), ({ params }) => {
    const kind = /^(male|female)(\.svg)?$/.exec(String(params.file))?.[1];
    return kind === 'male' || kind === 'female'
      ? new HttpResponse(defaultGenderSvg(kind), { headers: SVG_HEADERS })
      : jsonError(404, { error: 'not_found' });
  }),
  http.get(apiUrl('/img/users/:size/:name'), ({ params }) => photo(String(params.size), String(params.name))),
  http.get(apiUrl('/img/users_chat/:size/:name'), ({ params }) => photo(String(params.size), String(params.name))),
  http.get(apiUrl('/img/users/:name'), ({ params }) => photo(null, String(params.name))),
  http.get(apiUrl('/img/users_chat/:name'), ({ params }) => photo(null, String(params.name))),
];
