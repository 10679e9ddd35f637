import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/shared/ui/Button';
import { type ModalProps, useAppSelector, useFeature } from '@/store';
import { isBlocked } from '@/features/lists';
import { selectChatPresence } from '@/features/realtime';
import { Spinner } from '@/shared/ui/Spinner';
import { releaseStaticPreview, staticPreviewStandsFor } from '@/shared/boot/handoff';
import { ChatHead, isSpecialChat, useChatItems, Composer, MessageScroller } from '../conversation';
import { messagesFeature } from '../feature';
import { selectMessageViewSkip } from '../view-skip';
import { messagesActions, selectConversation, selectImagePermission, type ChatMessage } from '../state';
import '../i18n';
import '../components/messages.css';
import { routeId } from '@/shared/lib/wire';

const NO_MESSAGES: ChatMessage[] = [];

/** The conversation (A §2 "Message view modal"), opened as ?modal=message-view&id={userId}. */
export default function MessageViewModal({ id, onClose }: ModalProps) {
  const { t, dispatch } = useFeature(messagesFeature);
  const userId = routeId(id) ?? NaN;
  const valid = !Number.isNaN(userId);
  const blocked = useAppSelector((s) => isBlocked(s, userId));
  const conv = useAppSelector((s) => selectConversation(s, userId));
  // The first messages render in the background (React yields between the bubbles), under the spinner
  // they replace: a store update renders at once and in one piece, which for a page of bubbles was the
  // conversation's longest task at load. Once they are in, every change renders at once.
  const hasMessages = Boolean(conv?.messages.length);
  const bubblesIn = useDeferredValue(hasMessages);
  const firstBubbles = hasMessages && !bubblesIn;
  // SHELL-32: from the paywall, a conversation that never loaded is skipped (its saga closes the view);
  // one the member was reading shows as it was.
  const skipped = useAppSelector(selectMessageViewSkip) === userId && !conv?.header;
  const typing = useAppSelector((s) => selectChatPresence(s, userId).typing);
  const permission = useAppSelector(selectImagePermission) || Boolean(conv?.header?.imagePermission);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!valid) {
      onClose();
      return undefined;
    }
    dispatch(messagesActions.conversationOpened({ userId }));
    return () => {
      dispatch(messagesActions.conversationClosed({ userId }));
    };
  }, [dispatch, userId, valid, onClose]);

  // A reopened link's static copy of this conversation (the boot loader's) stands in until the app's own
  // is in (its messages, or its error): the dialog opens then, scrolled to the newest message, in the
  // frame the static copy goes (once its bubbles have rendered, not their spinner). Otherwise it opens at once.
  const { pathname, search } = useLocation();
  const [standsIn] = useState(() => staticPreviewStandsFor(pathname + search));
  const settled = !valid || blocked || skipped || Boolean(conv && !conv.loading && (conv.header || conv.error) && !firstBubbles);
  useEffect(() => {
    if (!standsIn) openDialog(dialog.current);
  }, [standsIn]);
  // In a frame, before it paints, not in the commit: opening the dialog (it takes the focus), reading its
  // height and dropping the static copy lay the page out and restyle it, which made the commit's task one
  // long task. And in the frame after the one that lays out the app's page (its first: MessageScroller's
  // first scroll reads the layout there), or both made that frame's task one long task.
  useLayoutEffect(() => {
    if (!standsIn || !settled) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const el = dialog.current;
        openDialog(el);
        const scroll = el?.querySelector('.chat-scroll');
        if (scroll) scroll.scrollTop = scroll.scrollHeight;
        releaseStaticPreview();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [standsIn, settled]);

  const header = conv?.header ?? null;
  const messages = conv?.messages ?? [];
  const special = valid && isSpecialChat(userId, messages);
  const items = useChatItems(userId, firstBubbles ? NO_MESSAGES : messages, special);
  const nickname = header?.nickname ?? '';

  if (!valid || blocked || skipped) return null;

  return (
    <dialog
      ref={dialog}
      className="modal-screen modal-screen--panel chat-modal"
      aria-labelledby="chat-title"
      data-testid="message-view"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <ChatHead userId={userId} header={header} special={special} onClose={onClose} />

      {firstBubbles || (conv?.loading && messages.length === 0) ? (
        <div className="chat-scroll chat-scroll--loading" aria-busy="true">
          <Spinner label={t('view.loading')} />
        </div>
      ) : conv?.error && messages.length === 0 ? (
        <div className="chat-scroll chat-scroll--center" role="alert">
          <p>{t('view.error')}</p>
          <Button onClick={() => dispatch(messagesActions.conversationOpened({ userId }))}>{t('view.retry')}</Button>
        </div>
      ) : (
        <MessageScroller
          userId={userId}
          items={items}
          hasMore={Boolean(conv?.hasMore) && !special}
          loadingOlder={Boolean(conv?.loadingOlder)}
          nickname={nickname}
          permission={permission}
          typing={typing}
          empty={!conv?.loading && items.length === 0}
        />
      )}

      {!special && header ? <Composer userId={userId} /> : null}
    </dialog>
  );
}

function openDialog(el: HTMLDialogElement | null): void {
  if (el && !el.open && typeof el.showModal === 'function') el.showModal();
}
