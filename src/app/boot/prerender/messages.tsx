import { listLoaded } from '@/features/messages';
import { placeholderIndex } from '@/features/messages/first-screen';
import { i18n } from '@/shared/i18n';
import { MESSAGES_SLOTS, STATIC_ROWS, UNREAD_SLOT } from '../static-messages';
import { preloadScreensAt, renderAt, signedIn } from './kit';

/**
 * The member's received messages (./static-messages.ts): STATIC_ROWS read rows of a text message (no
 * photo: the app loads a row's photo once it is in view), then the sample rows: a photo from yesterday
 * with UNREAD_SLOT unread, a video call with one, a system sender's chat, a locked chat per placeholder.
 */
export async function renderStaticMessages(): Promise<string> {
  const S = MESSAGES_SLOTS;
  const row = (userId: number, unread: number, messageType: 1 | 2 | 3 | 4, date: string, canRead = true) => ({
    userId,
    date,
    canRead,
    isNew: unread > 0,
    unread,
    userGenderId: 2,
    userImg: '',
    userName: S.name,
    messageText: S.text,
    messageType,
    selected: false,
  });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  // A locked chat per placeholder text, in their order: the first member id that the app gives each
  // (the texts are the screen's namespace, in once its code has loaded).
  await preloadScreensAt('/message-received');
  const placeholders: unknown = i18n.t('messages:list.placeholders', { returnObjects: true });
  const count = Array.isArray(placeholders) ? placeholders.length : 0;
  const lockedIds = Array.from({ length: count }, (_, i) => {
    let id = 1000;
    while (placeholderIndex(id, count) !== i) id += 1;
    return id;
  });
  const rows = [
    ...Array.from({ length: STATIC_ROWS }, (_, i) => row(1 + i, 0, 1, S.date)),
    row(STATIC_ROWS + 1, UNREAD_SLOT, 2, yesterday),
    row(STATIC_ROWS + 2, 1, 3, S.date),
    row(STATIC_ROWS + 3, 0, 4, S.date),
    ...lockedIds.map((id) => row(id, 0, 1, S.date, false)),
  ];
  const html = await renderAt('/message-received', [
    signedIn(),
    listLoaded({ box: 'received', requestedAt: 0, items: rows, replace: true, received: rows.length }),
  ]);
  if ((html.match(/data-testid="chat-row"/g) ?? []).length !== rows.length || count === 0)
    throw new Error('prerender: the message rows did not render');
  return html;
}
