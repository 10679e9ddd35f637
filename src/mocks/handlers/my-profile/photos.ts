/** The member's own photos: list, upload (kept in memory, served by the image host), make main, delete. */
import { HttpResponse } from 'msw';
import type { ApiOwnImagesJson } from '@/mocks/wire/my-profile';
import { db } from '../../db';
import type { DbMember } from '../../db';
import { randomHex } from '../../lib/random-token';
import { int, jsonError, memberRoute } from '../base';
import { settleModeration } from './moderation';

export const MAX_PHOTOS = 12;
/** Largest accepted upload (bytes); larger answers 413. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** Uploaded photo bytes by file name without extension, served by the image host (any of webp/jpg/png asked). */
const uploads = new Map<string, { bytes: Uint8Array; type: string }>();
const baseName = (name: string) => name.replace(/\.(webp|jpe?g|png)$/i, '');
export function uploadedImage(name: string): { bytes: Uint8Array; type: string } | undefined {
  return uploads.get(baseName(name));
}

export function toImagesJson(m: DbMember): ApiOwnImagesJson {
  return {
    images: m.photos.map((p, i) => ({ id: p.id, src: p.name, approved: p.approved, isProfile: i === 0 })),
  };
}

function readImageFiles(form: FormData): File[] {
  const out: File[] = [];
  for (const key of ['img', 'img[]']) for (const v of form.getAll(key)) if (typeof v !== 'string') out.push(v);
  return out;
}

/** JPEG, PNG or WebP by their first bytes (the demo stores only what a browser can show). */
function isImageBytes(b: Uint8Array): string | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45) return 'image/webp';
  return null;
}

export const photoHandlers = [
  memberRoute.get('/v1/profile/image', ({ member }) => {
    settleModeration(member);
    return HttpResponse.json(toImagesJson(member));
  }),

  memberRoute.post('/v1/profile/image', async ({ request, member }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return jsonError(400, { error: 'no_image' });
    }
    const files = readImageFiles(form);
    if (files.length === 0) return jsonError(400, { error: 'no_image' });
    // ME-29: the 12-photo limit holds however many requests race.
    if (member.photos.length + files.length > MAX_PHOTOS) return jsonError(400, { error: 'max_images' });
    const stored: { bytes: Uint8Array; type: string }[] = [];
    for (const f of files) {
      if (f.size > MAX_UPLOAD_BYTES) return jsonError(413, { error: 'too_large' });
      const bytes = new Uint8Array(await f.arrayBuffer());
      const type = isImageBytes(bytes);
      if (!type) return jsonError(400, { error: 'not_an_image' });
      stored.push({ bytes, type });
    }
    if (member.photos.length + stored.length > MAX_PHOTOS) return jsonError(400, { error: 'max_images' });
    for (const s of stored) {
      const id = db.nextIds.photo++;
      const name = `up-${member.id}-${id}-${randomHex(4)}.jpg`;
      uploads.set(baseName(name), s);
      member.photos.push({ id, name, approved: false, submittedAt: Date.now() });
    }
    return HttpResponse.json(toImagesJson(member), { status: 201 });
  }),

  memberRoute.put('/v1/profile/image/:id', ({ params, member }) => {
    const id = int(params.id);
    const index = member.photos.findIndex((p) => p.id === id);
    const photo = member.photos[index];
    if (!photo || !photo.approved) return jsonError(400, { error: 'invalid_image' });
    member.photos.splice(index, 1);
    member.photos.unshift(photo);
    return HttpResponse.json(toImagesJson(member));
  }),

  memberRoute.delete('/v1/profile/image/:id', ({ params, member }) => {
    const id = int(params.id);
    const index = member.photos.findIndex((p) => p.id === id);
    if (index < 0) return jsonError(400, { error: 'invalid_image' });
    member.photos.splice(index, 1);
    return HttpResponse.json(toImagesJson(member));
  }),
];
