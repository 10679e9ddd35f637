/**
 * Image host adapter (API-67): photos live on an image-resize host that serves thumbnails by size
 * ('WxH', smart crop) under users/{name} and chat images under users_chat/ (180x180 thumbnails).
 * Also the fallback chain for failed loads (SHELL-56): webp -> jpg -> png -> default gender image.
 */
import { config } from '@/shared/config/env';
import type { ImageSize } from './image-sizes';
import { safeUrl } from './safe-url';
import { defaultGenderImage, type GenderKind } from './default-image';

export { defaultGenderImage, type GenderKind };

export type ImageFolder = 'users' | 'users_chat';

export { IMAGE_SIZES, SAVER_SIZES, requestSize, type ImageSize } from './image-sizes';

const EXTENSIONS = ['webp', 'jpg', 'png'] as const;
const EXT_RE = /\.(webp|jpe?g|png)$/i;

function hostBase(): string {
  return config.imageHost.replace(/\/$/, '');
}

/** Thumbnail URL on the image host: `${imageHost}/users/{W}x{H}/{name}` (smart crop). */
export function thumbnailUrl(name: string, size: ImageSize, folder: ImageFolder = 'users'): string {
  const w = Math.round(size.width);
  const h = Math.round(size.height);
  return `${hostBase()}/${folder}/${w}x${h}/${encodeURIComponent(name)}`;
}

/**
 * The ordered list of URLs to try for a photo (SHELL-56): the same name as .webp, then .jpg, then
 * .png, then the default gender image. A name without an extension is tried as given first.
 */
export function imageCandidates(
  name: string | null | undefined,
  size: ImageSize,
  gender?: number | GenderKind | null,
  folder: ImageFolder = 'users',
): string[] {
  const urls: string[] = [];
  if (name) {
    const stem = name.replace(EXT_RE, '');
    const names = EXT_RE.test(name) ? EXTENSIONS.map((ext) => `${stem}.${ext}`) : [name, ...EXTENSIONS.map((ext) => `${stem}.${ext}`)];
    for (const n of names) {
      const url = thumbnailUrl(n, size, folder);
      if (!urls.includes(url)) urls.push(url);
    }
  }
  urls.push(defaultGenderImage(gender));
  return urls;
}

/**
 * An image the data names by its path on the image host ('users_chat/…', 'notices/…') or by an absolute
 * URL: the URL as safe-url.ts allows images (same-site, or https on the image or API host; plain http
 * only when configured), the path under the image host; '' when neither (javascript:, data:, another
 * host ...). A NOTICE's image (DASH-04, LIST-12), a chat photo (MSG-36).
 */
export function hostImageUrl(img: string): string {
  if (!img) return '';
  const url = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(img) ? img : `${hostBase()}/${img.replace(/^\//, '')}`;
  return safeUrl(url, 'image') ?? '';
}

/** A NOTICE's image (DASH-04, LIST-12): an absolute URL on an allowed host or a path on the image host (hostImageUrl). */
export const noticeImageUrl = (img: string): string => hostImageUrl(img);
