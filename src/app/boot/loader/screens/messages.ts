/**
 * The member's received messages ('/message-received'): the prerendered list's rows
 * (../../static-messages.ts) filled with the leading chats of the early answer, read by the app's own
 * mapper (a bare list or `{items}`, ids as numbers or digit strings), each in the same place as the
 * app's row. The sample rows after the others give the app's other texts and parts (an unread badge,
 * a photo's or a video call's line, 'Ayer', a system sender's avatar, a locked chat's placeholder) and
 * go; a row it cannot write as the app does (a count of a million unread) ends the rows it shows.
 * A row's photo is not shown: the app loads it once the row is in view, into the same box.
 */
import { placeholderIndex, rowPreview, toChatRow } from '@/features/messages/first-screen';
import { formatListDate } from '@/shared/lib/format';
import { listIn } from '@/shared/lib/wire';
import { MESSAGES_SLOTS as SLOTS, STATIC_ROWS, UNREAD_SLOT } from '../../static-messages';
import type { FirstScreenRenderer } from '../first-screen';

/** The configured system senders (OPEN-02) as the app reads them (src/shared/config/env.ts). */
const SPECIAL_IDS = ['SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'];

export const messages: FirstScreenRenderer = {
  // The app's rows name no member: a press is replayed on the app's row of the same text.
  item: 'data-user-id',
  fill(page, [answer], config) {
    const items = listIn(answer);
    const rows = Array.from(page.querySelectorAll('.chat-row'));
    const [photoRow, videoRow, systemRow, ...lockedRows] = rows.slice(STATIC_ROWS);
    for (const r of rows.slice(STATIC_ROWS)) r.remove();
    const text = (row: Element | undefined, sel: string) => row?.querySelector(sel)?.textContent ?? '';
    const badges = [videoRow, photoRow].map((r) => r?.querySelector('.chat-row__badge'));
    const photoText = text(photoRow, '.chat-row__text');
    const videoText = text(videoRow, '.chat-row__text');
    const yesterday = text(photoRow, '.chat-row__date');
    const locked = lockedRows.map((r) => r.querySelector('.chat-row__locked'));
    const systemAvatar = systemRow?.querySelector('.chat-row__avatar');
    if (!items || !badges[0] || !badges[1] || !photoText || !videoText || !yesterday || !systemAvatar || locked.length === 0) return false;
    const special = SPECIAL_IDS.map((k) => Number((config[k] ?? '').trim()));
    let filled = 0;
    for (; filled < STATIC_ROWS && filled < items.length; filled++) {
      const row = toChatRow(items[filled]);
      const li = rows[filled];
      if (!row || !li || row.unread >= 1e6) break; // a count i18next writes with another plural form
      const date = formatListDate(new Date(row.date), Date.now(), yesterday);
      const values: Record<string, string> = {
        [SLOTS.name]: row.userName,
        [SLOTS.text]: row.messageType === 2 ? photoText : row.messageType === 3 ? videoText : rowPreview(row.messageText),
        [SLOTS.date]: row.date,
      };
      for (const el of Array.from(li.querySelectorAll('*'))) {
        if (el.firstChild && el.childNodes.length === 1 && el.firstChild.nodeType === 3)
          el.textContent = values[el.textContent ?? ''] ?? el.textContent;
        for (const attr of Array.from(el.attributes)) attr.value = values[attr.value] ?? attr.value;
      }
      const time = li.querySelector('time');
      if (time) time.textContent = date;
      // A system sender (OPEN-02: a notice or matching chat, or a configured id) shows the brand's avatar.
      if (row.messageType === -1 || row.messageType === 4 || special.includes(row.userId))
        li.querySelector('.chat-row__avatar')?.replaceWith(systemAvatar.cloneNode(true));
      if (!row.canRead) {
        // MSG-04: the lock, the placeholder text the app picks for this member, blurred.
        const lock = locked[placeholderIndex(row.userId, locked.length)]?.cloneNode(true);
        if (!lock) break;
        li.querySelector('.chat-row__text')?.replaceWith(lock);
      }
      if (row.unread > 0) {
        const badge = badges[row.unread === 1 ? 0 : 1]?.cloneNode(true);
        if (!(badge instanceof Element)) break;
        if (row.unread > 1) {
          badge.setAttribute('aria-label', (badge.getAttribute('aria-label') ?? '').replace(String(UNREAD_SLOT), String(row.unread)));
          badge.textContent = row.unread > 99 ? '99+' : String(row.unread);
        }
        li.classList.add('chat-row--unread');
        li.querySelector('.chat-row__bottom')?.appendChild(badge);
      }
    }
    if (filled === 0) return false;
    for (let i = filled; i < STATIC_ROWS; i++) rows[i]?.remove();
    return true;
  },
};
