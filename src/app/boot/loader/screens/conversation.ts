/**
 * A conversation opened over the messages list ('/message-received?modal=message-view&id=N', the page a
 * tapped notification opens): the prerendered message-view dialog (../../static-conversation.ts) with the
 * other member's name and photo and the early answer's messages, read by the app's own mappers (the
 * `{user, messages}` envelope; ids as numbers or digit strings), each bubble a copy of the app's sample of
 * its kind, in the app's order (by id). The dialog opens as the app's does (showModal: the top layer, its
 * backdrop, the focus on its first control), scrolled to the newest message as the app scrolls it (MSG-29).
 *
 * It shows nothing (the app decides) for what it cannot draw exactly as the app does: a bare list of
 * messages (the app takes the header from the member's chat row), a member without a name or photo (the
 * app's default image), a system sender (OPEN-02: a configured id, or a notice or 'Recomendados' message),
 * a photo message (MSG-36: blurred or not, by the member's permission), an empty conversation, the data
 * saver (the app asks for a smaller photo). A locked conversation answers 402: the loader shows no
 * static copy for a status other than 200.
 */
import { emojiClass, mergeMessages, stampOf, toChatMessages, toHeader } from '@/features/messages/first-screen';
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { isRecord, listIn } from '@/shared/lib/wire';
import { CONVERSATION_SAMPLES as SAMPLES, CONVERSATION_SLOTS as SLOTS } from '../../static-conversation';
import type { FirstScreenRenderer } from '../first-screen';

/** The configured system senders (OPEN-02) as the app reads them (src/shared/config/env.ts). */
const SPECIAL_IDS = ['SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'];
const PICTURE_SLOT = encodeURIComponent(SLOTS.picture);
const PHOTO_EXT = /\.(webp|jpe?g|png)$/i;
/** MSG-28: the app scrolls virtually above this many messages. */
const VIRTUAL_ABOVE = 1000;

export const conversation: FirstScreenRenderer = {
  // A bubble's message id: a press on the static copy (a video call's 'Aceptar') is replayed in the same message.
  item: 'data-id',
  fill(page, [body], config) {
    const userId = Number(new URLSearchParams(window.location.search).get('id'));
    if (!Number.isInteger(userId) || userId <= 0) return false;
    if (SPECIAL_IDS.some((k) => Number((config[k] ?? '').trim()) === userId)) return false;
    if (typeof HTMLDialogElement !== 'function' || typeof HTMLDialogElement.prototype.showModal !== 'function') return false;
    if (isDataSaverOn()) return false;
    let answer: unknown;
    try {
      answer = JSON.parse(body ?? '');
    } catch {
      return false;
    }
    const raw = listIn(answer, 'messages');
    const header = isRecord(answer) && raw ? toHeader(answer.user, userId) : null;
    if (!raw || !header || !header.nickname || !header.picture) return false;
    const messages = mergeMessages([], toChatMessages(raw));
    if (messages.length === 0 || messages.length > VIRTUAL_ABOVE) return false;
    if (messages.some((m) => m.tipoMensaje !== 1 && m.tipoMensaje !== 3)) return false;

    const dialog = page.querySelector('dialog');
    const list = page.querySelector('.chat-msgs');
    const sample = (id: number) => list?.querySelector('[data-id="' + id + '"]') ?? null;
    const [theirsText, mineText, theirsVideo, mineVideo] = [
      SAMPLES.theirsText,
      SAMPLES.mineText,
      SAMPLES.theirsVideo,
      SAMPLES.mineVideo,
    ].map(sample);
    if (!dialog || !list || !theirsText || !mineText || !theirsVideo || !mineVideo) return false;
    for (const s of [theirsText, mineText, theirsVideo, mineVideo]) s.remove();
    if (list.children.length !== 0) return false;

    // The header: the member's name (its text and the log's label) and photo.
    const picture = encodeURIComponent(PHOTO_EXT.test(header.picture) ? header.picture.replace(PHOTO_EXT, '.webp') : header.picture);
    for (const el of Array.from(dialog.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (attr.value === SLOTS.nickname) attr.value = header.nickname;
        else if (attr.value.includes(PICTURE_SLOT)) attr.value = attr.value.replace(PICTURE_SLOT, picture);
      }
      if (el.childNodes.length === 1 && el.firstChild?.nodeType === 3 && el.textContent === SLOTS.nickname)
        el.textContent = header.nickname;
    }
    if (dialog.innerHTML.includes(SLOTS.nickname) || dialog.innerHTML.includes(PICTURE_SLOT)) return false;

    for (const m of messages) {
      const li = (m.tipoMensaje === 3 ? (m.isMine ? mineVideo : theirsVideo) : m.isMine ? mineText : theirsText).cloneNode(true);
      if (!(li instanceof Element)) return false;
      li.setAttribute('data-id', String(m.id));
      if (m.tipoMensaje === 1) {
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

    // Once it is in the page (the loader puts it there in this task): open it as the app opens its own,
    // at the newest message. Escape waits for the app (its dialog closes the conversation).
    queueMicrotask(() => {
      if (!dialog.isConnected || !(dialog instanceof HTMLDialogElement)) return;
      dialog.addEventListener('cancel', (e) => e.preventDefault());
      dialog.showModal();
      const scroll = dialog.querySelector('.chat-scroll');
      if (scroll) scroll.scrollTop = scroll.scrollHeight;
    });
    return true;
  },
};
