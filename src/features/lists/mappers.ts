/**
 * Wire list items to app items (LIST-01), robust to missing or mistyped fields (every field is read
 * through @/shared/lib/wire): a member without a usable id is dropped (nothing could be done with
 * it); a notice needs an image on an allowed host; any other gap falls back.
 */
import { noticeImageUrl } from '@/shared/lib/images';
import { safeLink } from '@/shared/lib/safe-url';
import { age, bool, id as idOf, isRecord, list, num, str } from '@/shared/lib/wire';
import type { ListItem } from './types';

const text = (v: unknown): string => str(v).trim();
/** '-' if empty (LIST-01). */
const place = (v: unknown): string => text(v) || '-';

/** The items of a list answer: a list (B §7) or `{ items }`; anything else is an empty page. */
export function rawItems(data: unknown): unknown[] {
  return Array.isArray(data) ? data : isRecord(data) ? list(data.items) : [];
}

export function toListItems(data: unknown, salt: string | number): ListItem[] {
  const out: ListItem[] = [];
  rawItems(data).forEach((r, index) => {
    if (!isRecord(r)) return;
    const id = idOf(r.id);
    if (id === null) return;
    if (r.type === 'NOTICE') {
      const img = noticeImageUrl(text(r.img));
      if (!img) return;
      // A link that is not allowed (safe-url.ts) shows the notice without one.
      out.push({ type: 'NOTICE', id, img, link: safeLink(text(r.link) || '/'), key: `notice-${id}-${salt}-${index}` });
      return;
    }
    const picture = text(r.picture);
    const hasPicture = bool(r.hasPicture) && picture !== '';
    out.push({
      type: 'USER',
      id,
      nickname: text(r.nickname),
      years: age(r.years),
      gender: num(r.gender) === 1 ? 1 : 2,
      picture: hasPicture ? picture : '',
      hasPicture,
      province: place(r.province),
      city: place(r.city),
    });
  });
  return out;
}
