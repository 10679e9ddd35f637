/**
 * A conversation opened over the messages list ('/message-received?modal=message-view&id=N', the page a
 * tapped notification opens): the prerendered message-view dialog (../../static-conversation.ts) with the
 * other member's name and photo and the early answer's messages, read by the app's own mappers (the
 * `{user, messages}` envelope; ids as numbers or digit strings), each bubble a copy of the app's sample of
 * its kind, in the app's order (by id). The dialog opens as the app's does (showModal: the top layer, its
 * backdrop, the focus on its first control), scrolled to the newest message as the app scrolls it (MSG-29).
 *
 * A member without a photo shows the app's default image; a photo message (MSG-36) its thumbnail on the
 * image host, blurred with its hint when it is the other member's, a link to the original when it is mine.
 *
 * It shows nothing (the app decides) for what it cannot draw exactly as the app does: a bare list of
 * messages (the app takes the header from the member's chat row), a member without a name, a system
 * sender (OPEN-02: a configured id, or a notice or 'Recomendados' message), the other member's photo
 * once they gave permission, a photo named by an absolute URL or an odd path (the app's URL check
 * decides), an empty conversation, the data saver (smaller photos, chat photos on a tap). A locked conversation answers 402: the loader shows no
 * static copy for a status other than 200.
 */
import { emojiClass, mergeMessages, stampOf, toChatMessages, toHeader } from '@/features/messages/first-screen';
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { defaultGenderImage } from '@/shared/lib/default-image';
import { isRecord, listIn, routeId } from '@/shared/lib/wire';
import { CONVERSATION_SAMPLES as SAMPLES, CONVERSATION_SLOTS as SLOTS } from '../../static-conversation';
import type { FirstScreenRenderer } from '../first-screen';
import { openInFrame } from './open-dialog';

/** The configured system senders (OPEN-02) as the app reads them (src/shared/config/env.ts). */
const SPECIAL_IDS = ['SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'];
const PICTURE_SLOT = encodeURIComponent(SLOTS.picture);
const PHOTO_EXT = /\.(webp|jpe?g|png)$/i;
/** A chat photo's path on the image host that the app's URL check (safe-url.ts) keeps as it is. */
const HOST_PATH = /^\/?[\w\-~]+(\.[\w\-~]+)*(\/[\w\-~]+(\.[\w\-~]+)*)*$/;
/** MSG-28: the app scrolls virtually above this many messages. */
const VIRTUAL_ABOVE = 1000;

export const conversation: FirstScreenRenderer = {
  // A bubble's message id: a press on the static copy (a video call's 'Aceptar') is replayed in the same message.
  item: 'data-id',
  fill(page, [answer], config) {
    // The member as the app reads the link's id (a number, or a word or negative number: an opaque id).
    const userId = routeId(new URLSearchParams(window.location.search).get('id'));
    if (userId === null) return false;
    if (SPECIAL_IDS.some((k) => Number((config[k] ?? '').trim()) === userId)) return false;
    if (typeof HTMLDialogElement !== 'function' || typeof HTMLDialogElement.prototype.showModal !== 'function') return false;
    if (isDataSaverOn()) return false;
    const raw = listIn(answer, 'messages');
    const header = isRecord(answer) && raw ? toHeader(answer.user, userId) : null;
    if (!raw || !header || !header.nickname) return false;
    const messages = mergeMessages([], toChatMessages(raw));
    if (messages.length === 0 || messages.length > VIRTUAL_ABOVE) return false;
    if (messages.some((m) => m.tipoMensaje === -1 || m.tipoMensaje === 4)) return false;
    const photos = messages.filter((m) => m.tipoMensaje === 2 && m.images);
    if (photos.some((m) => !m.images || !HOST_PATH.test(m.images.square180) || !HOST_PATH.test(m.images.original))) return false;
    if (header.imagePermission && photos.some((m) => !m.isMine)) return false;
    // The app's photo URL is the image host's (an absolute one, as the build's template has it) and the path.
    const host = (config.IMAGE_HOST ?? '').replace(/\/$/, '');
    if (photos.length && !/^https?:\/\/[^/]/.test(host)) return false;
    const hostUrl = (path: string) => host + '/' + path.replace(/^\//, '');

    const dialog = page.querySelector('dialog');
    const list = page.querySelector('.chat-msgs');
    const sample = (id: number) => list?.querySelector('[data-id="' + id + '"]') ?? null;
    const all = [SAMPLES.theirsText, SAMPLES.mineText, SAMPLES.theirsVideo, SAMPLES.mineVideo, SAMPLES.theirsPhoto, SAMPLES.minePhoto].map(
      sample,
    );
    const [theirsText, mineText, theirsVideo, mineVideo, theirsPhoto, minePhoto] = all;
    if (!dialog || !list || !theirsText || !mineText || !theirsVideo || !mineVideo || !theirsPhoto || !minePhoto) return false;
    for (const s of all) s?.remove();
    // The samples' photo URLs are the app's for the slots' paths, or photos are not written as the app writes them.
    const photoSlots = [SLOTS.photo, SLOTS.original].map(hostUrl);
    const slotted = (li: Element) =>
      Array.from(li.querySelectorAll('img, a')).every((el) =>
        ['src', 'data-original', 'href'].every((a) => !el.hasAttribute(a) || photoSlots.includes(el.getAttribute(a) ?? '')),
      );
    if (photos.length && !(slotted(theirsPhoto) && slotted(minePhoto))) return false;
    if (list.children.length !== 0) return false;

    // The header: the member's name (its text and the log's label) and photo, each slot filled once.
    const picture = encodeURIComponent(PHOTO_EXT.test(header.picture) ? header.picture.replace(PHOTO_EXT, '.webp') : header.picture);
    let names = 0;
    let avatars = 0;
    for (const el of Array.from(dialog.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (attr.value === SLOTS.nickname) {
          attr.value = header.nickname;
          names++;
        } else if (attr.value.includes(PICTURE_SLOT)) {
          // No photo: the app's default image for the member's gender (SHELL-56).
          attr.value = header.picture ? attr.value.replace(PICTURE_SLOT, picture) : defaultGenderImage(header.gender);
          avatars++;
        }
      }
      if (el.childNodes.length === 1 && el.firstChild?.nodeType === 3 && el.textContent === SLOTS.nickname) {
        el.textContent = header.nickname;
        names++;
      }
    }
    if (names !== 2 || avatars !== 1) return false;

    for (const m of messages) {
      const photo = m.tipoMensaje === 2 ? m.images : null;
      const kind = photo ? [theirsPhoto, minePhoto] : m.tipoMensaje === 3 ? [theirsVideo, mineVideo] : [theirsText, mineText];
      const li = kind[m.isMine ? 1 : 0]?.cloneNode(true);
      if (!(li instanceof Element)) return false;
      li.setAttribute('data-id', String(m.id));
      if (photo) {
        const urls: Record<string, string> = {
          [photoSlots[0] ?? '']: hostUrl(photo.square180),
          [photoSlots[1] ?? '']: hostUrl(photo.original),
        };
        for (const el of Array.from(li.querySelectorAll('img, a')))
          for (const a of ['src', 'data-original', 'href']) {
            const v = el.getAttribute(a);
            if (v !== null) el.setAttribute(a, urls[v] ?? v);
          }
      } else if (m.tipoMensaje !== 3) {
        const bubble = li.querySelector('.bubble');
        if (!bubble) return false;
        const emoji = emojiClass(m.texto);
        bubble.className = emoji ? 'bubble bubble--emoji ' + emoji : 'bubble';
        bubble.textContent = m.texto;
      }
      const time = li.querySelector('time');
      if (!time) return false;
      time.textContent = m.hour;
      const stamp = stampOf(m);
      if (stamp === undefined) time.removeAttribute('datetime');
      else time.setAttribute('datetime', stamp);
      list.appendChild(li);
    }
    // The text box shows, but takes no typing the app would not get: a press on it is replayed on the app's.
    dialog.querySelector('textarea')?.setAttribute('readonly', '');

    // Once it is in the page (the loader puts it there in this task), at the newest message.
    openInFrame(dialog, (d) => {
      const scroll = d.querySelector('.chat-scroll');
      if (scroll) scroll.scrollTop = scroll.scrollHeight;
    });
    return true;
  },
};
