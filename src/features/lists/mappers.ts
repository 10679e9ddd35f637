/**
 * Wire list items to app items (LIST-01), robust to missing or mistyped fields (every field is read
 * through @/shared/lib/wire): a member without a usable id is dropped (nothing could be done with
 * it); a notice needs an image on an allowed host; any other gap falls back.
 */
import { noticeImageUrl } from '@/shared/lib/images';
import { safeLink } from '@/shared/lib/safe-url';
import { isRecord } from '@/shared/lib/wire';
import { isNotice, itemId, rawItems, text, toListMember } from './member-mapper';
import type { ListItem } from './types';

export { rawItems };

export function toListItems(data: unknown, salt: string | number): ListItem[] {
  const out: ListItem[] = [];
  rawItems(data).forEach((r, index) => {
    const id = itemId(r);
    if (!isRecord(r) || id === null) return;
    if (isNotice(r)) {
      const img = noticeImageUrl(text(r.img));
      if (!img) return;
      // A link that is not allowed (safe-url.ts) shows the notice without one.
      out.push({ type: 'NOTICE', id, img, link: safeLink(text(r.link) || '/'), key: `notice-${id}-${salt}-${index}` });
      return;
    }
    out.push(toListMember(r, id));
  });
  return out;
}
