/**
 * The member lists ('Te gustan' /likes-sent, and /likes-received, /visits-received, /visits-sent,
 * /dislikes, one screen of the app): the list's prerendered sample rows (../../static-lists.ts) copied
 * for the leading items of the early answer, read by the app's own mapper (a bare list or `{items}`, ids
 * as numbers or digit strings, missing fields as the app fills them), each in the same place as the
 * app's row: a member's photo (or the default image of their gender), nickname ('Sin apodo'), age
 * (none when the answer's is not one) and place, a notice's image and link. It shows the rows whose
 * photos the app loads at once; the app adds the others below when it takes over. An answer it cannot
 * show exactly as the app would (a notice on another host or with a link out, the data saver's smaller
 * photos) or an empty list (the app's empty state) leaves the page to the app.
 */
import { isNotice, itemId, rawItems, text, toListMember } from '@/features/lists/first-screen';
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { isRecord } from '@/shared/lib/wire';
import { LIST_SAMPLES as SAMPLES, LIST_SLOTS as SLOTS, STATIC_LIST_ROWS } from '../../static-lists';
import type { FirstScreenRenderer } from '../first-screen';

const PICTURE_SLOT = encodeURIComponent(SLOTS.picture);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every placeholder, found in one pass: a value that happens to contain another placeholder stays as it is. */
const SLOTS_RE = new RegExp(
  [PICTURE_SLOT, SLOTS.nickname, SLOTS.province, SLOTS.city, String(SLOTS.years), SLOTS.notice, SLOTS.link].map(escape).join('|'),
  'g',
);
const PHOTO_EXT = /\.(webp|jpe?g|png)$/i;
/** A path segment whose URL is itself (nothing the URL parser would encode or resolve away). */
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9_.-]*';
/** A notice image the app puts under the image host as it is (src/shared/lib/images.ts hostImageUrl). */
const HOST_PATH = new RegExp(`^/?${SEGMENT}(/${SEGMENT})*$`);
/** A notice link to an in-app path, which the app links as it is (src/shared/lib/safe-url.ts safeLink). */
const APP_PATH = new RegExp(`^/(${SEGMENT}(/${SEGMENT})*/?)?$`);

type Row = { kind: keyof typeof SAMPLES; key: string; id: number; values: Record<string, string>; age: boolean };

export const lists: FirstScreenRenderer = {
  item: 'data-member-id',
  fill(page, [answer]) {
    // With the data saver on the app asks the image host for smaller photos than the template's.
    if (isDataSaverOn()) return false;
    const grid = page.querySelector('ul.mlist-grid');
    const samples: Partial<Record<keyof typeof SAMPLES, Element>> = {};
    for (const [kind, id] of Object.entries(SAMPLES) as [keyof typeof SAMPLES, number][]) {
      const li = grid?.querySelector(`li[data-key="${kind === 'notice' ? 'notice' : 'u'}${id}"]`);
      if (li) samples[kind] = li;
      li?.remove();
    }
    const noName = samples.noName?.querySelector('.mrow__name')?.textContent;
    if (!grid || !noName || grid.children.length > 0) return false;
    const raw = rawItems(answer);
    // The app's list: each item with a usable id; a notice without an image is left out (mappers.ts).
    const rows: Row[] = [];
    let count = 0;
    let members = 0;
    for (const r of raw) {
      const id = itemId(r);
      if (id === null || !isRecord(r)) continue;
      if (isNotice(r)) {
        const img = text(r.img);
        if (!img) continue;
        const link = text(r.link) || '/';
        if (!HOST_PATH.test(img) || !APP_PATH.test(link)) return false;
        count++;
        const values = { [SLOTS.notice]: img.replace(/^\//, ''), [SLOTS.link]: link };
        if (rows.length < STATIC_LIST_ROWS) rows.push({ kind: 'notice', key: `notice-${id}`, id, values, age: false });
        continue;
      }
      const m = toListMember(r, id);
      count++;
      members++;
      if (rows.length >= STATIC_LIST_ROWS) continue;
      rows.push({
        kind: m.hasPicture ? 'photo' : m.gender === 1 ? 'man' : 'woman',
        key: `u${id}`,
        id,
        age: m.years !== null,
        values: {
          [PICTURE_SLOT]: encodeURIComponent(PHOTO_EXT.test(m.picture) ? m.picture.replace(PHOTO_EXT, '.webp') : m.picture),
          [SLOTS.nickname]: m.nickname || noName,
          [SLOTS.province]: m.province,
          [SLOTS.city]: m.city,
          [String(SLOTS.years)]: String(m.years),
        },
      });
    }
    // LIST-12: a list of nothing but notices is empty; an empty one shows the app's empty state.
    if (members === 0) return false;
    for (const [i, row] of rows.entries()) {
      const li = samples[row.kind]?.cloneNode(true);
      if (!(li instanceof Element)) return false;
      const fill = (s: string) => s.replace(SLOTS_RE, (slot) => row.values[slot] ?? slot);
      for (const el of [li, ...Array.from(li.querySelectorAll('*'))]) {
        for (const attr of Array.from(el.attributes)) attr.value = fill(attr.value);
      }
      const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) t.nodeValue = fill(t.nodeValue ?? '');
      if (!row.age) li.querySelector('.mrow__age')?.remove();
      // The template's photos wait in data-src (../../prerender/lists.tsx): a shown row's load now.
      for (const img of Array.from(li.querySelectorAll('img[data-src]'))) {
        img.setAttribute('src', img.getAttribute('data-src') ?? '');
        img.removeAttribute('data-src');
      }
      li.setAttribute('data-key', row.key);
      li.setAttribute('aria-setsize', String(count));
      li.setAttribute('aria-posinset', String(i + 1));
      li.querySelector('[data-member-id]')?.setAttribute('data-member-id', String(row.id));
      grid.appendChild(li);
    }
    // The list's end shows under a first page of one item only (the app asks for a next page otherwise).
    if (raw.length > 1) page.querySelector('.dash-foot__end')?.remove();
    return true;
  },
};
