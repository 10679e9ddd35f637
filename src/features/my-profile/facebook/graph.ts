/**
 * Reads Graph API answers (GET /me/albums, GET /{album}/photos) into the picker's types. The real SDK
 * and the demo Facebook answer the same JSON, so both adapters share this; every field is read
 * tolerantly (a missing or wrong field falls back, an item without an id or image is dropped).
 */
import { isRecord, list, num, str } from '@/shared/lib/wire';
import type { FbAlbum, FbPhoto, FbPhotoPage } from './types';

/** The fields each request asks for. */
export const ALBUM_FIELDS = 'id,name,count';
export const PHOTO_FIELDS = 'id,picture,images,width,height';

/** Graph answers an error as {error: {message, code}} (with a 200 through FB.api). */
export function graphError(json: unknown): string | null {
  if (!isRecord(json)) return 'not an object';
  if (isRecord(json.error)) return str(json.error.message, 'graph error');
  return null;
}

export function toAlbums(json: unknown): FbAlbum[] {
  const data = isRecord(json) ? list(json.data) : [];
  const out: FbAlbum[] = [];
  for (const a of data) {
    if (!isRecord(a)) continue;
    const id = str(a.id);
    if (!id) continue;
    out.push({ id, name: str(a.name).trim() || id, count: Math.max(0, Math.floor(num(a.count))) });
  }
  return out;
}

interface GraphImage {
  source: string;
  width: number;
  height: number;
}
function images(v: unknown): GraphImage[] {
  return list(v)
    .filter(isRecord)
    .map((i) => ({ source: str(i.source), width: num(i.width), height: num(i.height) }))
    .filter((i) => i.source !== '');
}

/** Smallest image at least `min` px on its short side for the grid; the largest one for the editor. */
export function toPhoto(p: unknown, min = 200): FbPhoto | null {
  if (!isRecord(p)) return null;
  const id = str(p.id);
  const imgs = images(p.images).sort((a, b) => b.width * b.height - a.width * a.height);
  const picture = str(p.picture);
  const largest = imgs[0];
  const full = largest?.source || picture;
  if (!id || !full) return null;
  const thumbImage = [...imgs].reverse().find((i) => Math.min(i.width, i.height) >= min);
  return {
    id,
    thumb: thumbImage?.source || picture || full,
    full,
    width: largest?.width || num(p.width),
    height: largest?.height || num(p.height),
  };
}

export function toPhotoPage(json: unknown): FbPhotoPage {
  const root = isRecord(json) ? json : {};
  const items = list(root.data)
    .map((p) => toPhoto(p))
    .filter((p): p is FbPhoto => p !== null);
  const paging = isRecord(root.paging) ? root.paging : {};
  const cursors = isRecord(paging.cursors) ? paging.cursors : {};
  // Graph gives `next` only when there is another page; the cursor alone is not enough.
  const after = str(cursors.after);
  const next = str(paging.next) && after ? after : null;
  return { items, next };
}
