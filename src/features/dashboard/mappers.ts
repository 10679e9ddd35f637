import { noticeImageUrl } from '@/shared/lib/images';
import { safeLink } from '@/shared/lib/safe-url';
import { age, bool, id as idOf, isRecord, list, num, online, str } from '@/shared/lib/wire';
import type { DashItem, MemberItem, NoticeItem } from './types';

export { noticeImageUrl };

/**
 * One wire list item (DASH-02) to an app item, or null when it cannot be shown: a notice needs its
 * image (on an allowed host) and a link, a member their id; a notice whose link is not allowed
 * (safe-url.ts) shows without one; any other field falls back (OPEN-18: one broken item never
 * holds back the valid ones).
 */
export function toDashItem(i: unknown, key: string): DashItem | null {
  if (!isRecord(i)) return null;
  const id = idOf(i.id);
  if (i.type === 'NOTICE') {
    const img = noticeImageUrl(str(i.img).trim());
    const link = str(i.link).trim();
    if (id === null || !img || !link) return null;
    return { type: 'NOTICE', id, img, link: safeLink(link), key } satisfies NoticeItem;
  }
  if (id === null) return null;
  const hasPicture = bool(i.hasPicture);
  return {
    type: 'USER',
    id,
    gender: num(i.gender) === 1 ? 1 : 2,
    nickname: str(i.nickname),
    years: age(i.years),
    location: str(i.location),
    // `status` is unstated: 'online' / 'offline' or a flag ('1' / '0', 1 / 0, true / false).
    online: online(i.status),
    picture: hasPicture ? str(i.picture) : '',
    hasPicture,
  } satisfies MemberItem;
}

/** Wire list items to app items (DASH-02), dropping those that cannot be shown; `salt` keeps notice keys unique across pages. */
export function toDashItems(items: unknown, salt: string | number): DashItem[] {
  return list(items).flatMap((i, index) => {
    const item = toDashItem(i, `notice-${isRecord(i) ? str(i.id) : ''}-${salt}-${index}`);
    return item ? [item] : [];
  });
}

/**
 * What the answer says of each member shown (liked, online), for the lists, which own it (membersSeen):
 * the cards and the profile view read it back through `selectIsLiked` / `selectSeenOnline`.
 */
export function seenOf(received: readonly unknown[], shown: DashItem[]) {
  const ids = new Set(shown.flatMap((i) => (i.type === 'USER' ? [i.id] : [])));
  return received.flatMap((i) => {
    if (!isRecord(i) || i.type === 'NOTICE') return [];
    const member = idOf(i.id);
    return member !== null && ids.has(member) ? [{ id: member, liked: bool(i.liked), online: online(i.status) }] : [];
  });
}
