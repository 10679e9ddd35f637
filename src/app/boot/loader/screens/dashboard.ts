/**
 * The member's dashboard ('/', '/dashboard-recent'): the prerendered dashboard's placeholder cards
 * (../../static-dashboard.ts) filled with the leading members of the early answer, the app's own first
 * cards in the same places. It stops at the first notice, photo-less member or item the app's mapper
 * would read otherwise (the app then shows the rest); a liked member's card takes the prerendered
 * liked card's buttons ('Enviale un mensaje'). With the data saver on, its photos are the size the app's
 * cards ask for then (SAVER_SIZES.cardMedia), so that the app's cards find them in the browser's cache.
 */
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { IMAGE_SIZES, requestSize, SAVER_SIZES, sizeSegment } from '@/shared/lib/image-sizes';
import { AGE_MAX, AGE_MIN } from '@/shared/lib/age-range';
import { id as memberId, isRecord, online } from '@/shared/lib/wire';
import { DASHBOARD_SLOTS as SLOTS, LIKED_CARD_ID } from '../../static-dashboard';
import type { FirstScreenRenderer } from '../first-screen';

const PICTURE_SLOT = encodeURIComponent(SLOTS.picture);
const YEARS_SLOT = String(SLOTS.years);
/** Every placeholder, found in one pass: a value that happens to contain another placeholder stays as it is. */
const SLOTS_RE = new RegExp(
  [PICTURE_SLOT, SLOTS.nickname, SLOTS.location, YEARS_SLOT].map((slot) => slot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'g',
);
const PHOTO_EXT = /\.(webp|jpe?g|png)$/i;
/** The card photo's size in the template's URLs (prerendered with the saver off), as a path segment. */
const PRERENDERED_SIZE = sizeSegment(IMAGE_SIZES.card);

export const dashboard: FirstScreenRenderer = {
  item: 'data-member-id',
  fill(page, [answer]) {
    const items = isRecord(answer) ? answer.items : null;
    return Array.isArray(items) && fillCards(page, items);
  },
};

/**
 * Fills the prerendered card list in `page` (the dashboard's, or the search results', which render the
 * same CardList) with the leading members of `items`, as the app's cards show them; false when not
 * even the first card is one it shows exactly as the app would.
 */
export function fillCards(page: DocumentFragment, items: unknown[]): boolean {
  const liked = page.querySelector('[data-member-id="' + LIKED_CARD_ID + '"]');
  const likedActions = liked?.querySelector('.mcard__actions');
  liked?.closest('li')?.remove();
  const cards = page.querySelectorAll('[data-member-id]');
  let filled = 0;
  for (; filled < cards.length && filled < items.length; filled++) {
    const m: unknown = items[filled];
    if (!isRecord(m) || m.type !== 'USER' || m.hasPicture !== true) break;
    const { nickname, location, years, picture, liked: isLiked, status } = m;
    // The id as the app's cards hold it (a number, its digits, or a word: an opaque id).
    const id = memberId(m.id);
    if (id === null || typeof isLiked !== 'boolean') break;
    if (typeof nickname !== 'string' || !nickname || typeof location !== 'string') break;
    // An age the app shows (18 to 99, wire.ts age()); any other it leaves out: not filled here.
    if (typeof years !== 'number' || !(years >= AGE_MIN && years <= AGE_MAX) || years % 1 !== 0 || typeof picture !== 'string' || !picture)
      break;
    const card = cards[filled];
    if (!card) break;
    const actions = card.querySelector('.mcard__actions');
    if (isLiked) {
      if (!likedActions || !actions) break;
      actions.replaceWith(likedActions.cloneNode(true));
    }
    const values: Record<string, string> = {
      [PICTURE_SLOT]: encodeURIComponent(PHOTO_EXT.test(picture) ? picture.replace(PHOTO_EXT, '.webp') : picture),
      [SLOTS.nickname]: nickname,
      [SLOTS.location]: location,
      [YEARS_SLOT]: String(years),
    };
    const fill = (text: string) => text.replace(SLOTS_RE, (slot) => values[slot] ?? slot);
    card.setAttribute('data-member-id', String(id));
    for (const el of [card, ...Array.from(card.querySelectorAll('*'))]) {
      for (const attr of Array.from(el.attributes)) attr.value = fill(attr.value);
    }
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) t.nodeValue = fill(t.nodeValue ?? '');
    // `status` is unstated: the words or a flag, read as the app reads it.
    if (!online(status)) card.querySelector('.mcard__status')?.remove();
  }
  if (isDataSaverOn()) {
    const saverSize = sizeSegment(requestSize(IMAGE_SIZES.card, true, SAVER_SIZES.cardMedia));
    for (const img of Array.from(page.querySelectorAll('img[src]')))
      img.setAttribute('src', (img.getAttribute('src') ?? '').replace(PRERENDERED_SIZE, saverSize));
  }
  const photo = cards[0]?.querySelector('img');
  // The first card must have its photo, as the app's first card has.
  if (filled === 0 || !photo) return false;
  for (let i = filled; i < cards.length; i++) cards[i]?.closest('li')?.remove();
  return true;
}
