import { conversationLoaded, type ChatMessage } from '@/features/messages';
import { CONVERSATION_SAMPLES, CONVERSATION_SLOTS, CONVERSATION_USER_ID } from '../static-conversation';
import { renderAt, signedIn } from './kit';

/** The message-view modal's own module, as the app's modal registry loads it (src/app/modals/registry.ts). */
const loadModal = () => import(/* webpackChunkName: "message-view" */ '@/features/messages/screens/MessageViewModal');

/**
 * A conversation opened over the received messages (./static-conversation.ts): the app's message-view
 * dialog with the other member's name and photo as placeholders and one sample bubble of each kind the
 * loader writes. Only the dialog is kept: it is all a phone shows of the page (a full-screen modal).
 */
export async function renderStaticConversation(): Promise<string> {
  const S = CONVERSATION_SLOTS;
  const userId = CONVERSATION_USER_ID;
  const message = (id: number, isMine: boolean, tipoMensaje: 1 | 2 | 3): ChatMessage => ({
    id,
    hour: S.hour,
    date: '',
    texto: tipoMensaje === 1 ? S.text : '',
    tipoMensaje,
    soyUserAbreChat: false,
    isMine,
    images: tipoMensaje === 2 ? { original: S.original, square180: S.photo } : null,
    first: false,
    isLoading: false,
  });
  const C = CONVERSATION_SAMPLES;
  const messages = [
    message(C.theirsText, false, 1),
    message(C.mineText, true, 1),
    message(C.theirsVideo, false, 3),
    message(C.mineVideo, true, 3),
    message(C.theirsPhoto, false, 2),
    message(C.minePhoto, true, 2),
  ];
  const header = {
    id: userId,
    nickname: S.nickname,
    gender: 2,
    picture: S.picture,
    hasPicture: true,
    imagePermission: false,
    reported: false,
  };
  const path = `/message-received?modal=message-view&id=${userId}`;
  const actions = [signedIn(), conversationLoaded({ userId, header, messages, hasMore: false })];
  // The modal is a React.lazy of the registry: the first render starts its import, the second has it.
  await renderAt(path, actions);
  await loadModal();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = await renderAt(path, actions);
  const start = html.search(/<dialog [^>]*data-testid="message-view"/);
  const end = html.indexOf('</dialog>', start);
  const dialog = start < 0 || end < 0 ? '' : html.slice(start, end + '</dialog>'.length);
  if (
    (dialog.match(/data-testid="msg"/g) ?? []).length !== messages.length ||
    !dialog.includes('data-testid="video-invite"') ||
    !dialog.includes('data-testid="photo-blurred"') ||
    !dialog.includes(S.nickname)
  )
    throw new Error('prerender: the conversation did not render');
  return dialog;
}
