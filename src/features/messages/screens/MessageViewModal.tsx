import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ModalProps } from '@/app/public';
import { useFeatureSaga, useAppDispatch, useAppSelector } from '@/app/public';
import { isBlocked, useMemberActions } from '@/features/lists';
import { composerChanged, selectChatPresence } from '@/features/realtime';
import { config } from '@/shared/config/env';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { IconBack, IconImage, IconMore, IconSend, IconVideo } from '@/shared/ui/icons';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { isSystemUser, SystemAvatar } from '../components/SystemAvatar';
import { Spinner } from '@/shared/ui/Spinner';
import { ACCEPTED_IMAGE_TYPES, checkAttachment, registerAttachment } from '../attachments';
import { messagesSaga } from '../sagas';
import {
  chatMenuOpened,
  conversationClosed,
  conversationOpened,
  olderRequested,
  selectConversation,
  selectImagePermission,
  selectOutbox,
  sendRequested,
  videoCallAsked,
} from '../slice';
import type { ChatMessage, OutboxEntry } from '../types';
import { MessageBubble, OutboxBubble } from '../components/MessageBubble';
import '../i18n';
import '../components/messages.css';

/** MSG-23: older messages load within 500 px of the top. */
export const LOAD_OLDER_THRESHOLD_PX = 500;
/** MSG-28: virtual scrolling above 1000 messages, item height 80, overscan 5. */
export const VIRTUAL_THRESHOLD = 1000;
export const VIRTUAL_ITEM_HEIGHT = 80;
export const VIRTUAL_OVERSCAN = 5;
/** MSG-29: scroll setup retried at most 5 times at multiples of 300 ms. */
export const SCROLL_RETRIES = 5;
export const SCROLL_RETRY_MS = 300;

/** OPEN-02: the special notice/matching users, or a chat whose latest message is a notice or a match notice. */
export function isSpecialChat(userId: number, messages: ChatMessage[]): boolean {
  if (userId === config.specialUsers.noticeId || userId === config.specialUsers.matchingId) return true;
  const last = messages.at(-1);
  return last ? last.tipoMensaje === -1 || last.tipoMensaje === 4 : false;
}

type Item = { kind: 'm'; m: ChatMessage } | { kind: 'o'; e: OutboxEntry };
const EMPTY: OutboxEntry[] = [];

/** The conversation (A §2 "Message view modal"), opened as ?modal=message-view&id={userId}. */
export default function MessageViewModal({ id, onClose }: ModalProps) {
  useFeatureSaga('messages', messagesSaga);
  useMemberActions();
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const blocked = useAppSelector((s) => isBlocked(s, userId));
  const conv = useAppSelector((s) => selectConversation(s, userId));
  const outboxAll = useAppSelector(selectOutbox);
  const outbox = useMemo(() => {
    const mine = outboxAll.filter((e) => e.userId === userId);
    return mine.length ? mine : EMPTY;
  }, [outboxAll, userId]);
  const presence = useAppSelector((s) => selectChatPresence(s, userId));
  const permission = useAppSelector(selectImagePermission) || Boolean(conv?.header?.imagePermission);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!valid) {
      onClose();
      return undefined;
    }
    dispatch(conversationOpened({ userId }));
    return () => {
      dispatch(conversationClosed({ userId }));
    };
  }, [dispatch, userId, valid, onClose]);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') el.showModal();
  }, []);

  const header = conv?.header ?? null;
  const messages = conv?.messages ?? [];
  const special = valid && isSpecialChat(userId, messages);
  const shown = special ? messages.slice(-1) : messages; // MSG-21
  const items: Item[] = useMemo(
    () => [...shown.map((m) => ({ kind: 'm' as const, m })), ...outbox.map((e) => ({ kind: 'o' as const, e }))],
    [shown, outbox],
  );
  const nickname = header?.nickname ?? '';
  const status = presence.typing ? t('view.typing') : presence.online ? t('view.online') : '';

  if (!valid || blocked) return null;

  return (
    <dialog
      ref={dialog}
      className="chat-modal"
      aria-labelledby="chat-title"
      data-testid="message-view"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header className="chat-head">
        <button type="button" className="icon-btn" aria-label={t('view.back')} onClick={onClose}>
          <IconBack />
        </button>
        <span className="chat-head__avatar">
          {isSystemUser(userId) ? (
            <SystemAvatar size={40} />
          ) : (
            <ProfileImage name={header?.picture} alt="" gender={header?.gender} size={IMAGE_SIZES.thumb} ratio="1" eager />
          )}
          {presence.online ? <span className="chat-head__dot" aria-hidden="true" /> : null}
        </span>
        <span className="chat-head__who">
          <h2 id="chat-title" className="chat-head__name">
            {nickname || (
              <>
                {'\u00a0'}
                {/* Before the member is known (loading, or an error): the heading still names the dialog. */}
                <span className="visually-hidden">{t('view.title')}</span>
              </>
            )}
          </h2>
          <span
            className={`chat-head__status${presence.typing ? ' chat-head__status--typing' : ''}`}
            data-testid="chat-status"
            aria-live="polite"
          >
            {status}
          </span>
        </span>
        {!special ? (
          <>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('view.videoCall')}
              onClick={() => dispatch(videoCallAsked({ userId, nickname }))}
            >
              <IconVideo />
            </button>
            <button
              type="button"
              className="icon-btn"
              aria-label={t('view.menu')}
              aria-haspopup="dialog"
              onClick={() => dispatch(chatMenuOpened({ userId }))}
            >
              <IconMore size={22} />
            </button>
          </>
        ) : null}
      </header>

      {conv?.loading && messages.length === 0 ? (
        <div className="chat-scroll chat-scroll--loading" aria-busy="true">
          <Spinner label={t('view.loading')} />
        </div>
      ) : conv?.error && messages.length === 0 ? (
        <div className="chat-scroll chat-scroll--center" role="alert">
          <p>{t('view.error')}</p>
          <button type="button" className="btn btn--primary" onClick={() => dispatch(conversationOpened({ userId }))}>
            {t('view.retry')}
          </button>
        </div>
      ) : (
        <MessageScroller
          userId={userId}
          items={items}
          hasMore={Boolean(conv?.hasMore) && !special}
          loadingOlder={Boolean(conv?.loadingOlder)}
          nickname={nickname}
          permission={permission}
          typing={presence.typing}
          empty={!conv?.loading && items.length === 0}
        />
      )}

      {!special && header ? <Composer userId={userId} /> : null}
    </dialog>
  );
}

interface ScrollerProps {
  userId: number;
  items: Item[];
  hasMore: boolean;
  loadingOlder: boolean;
  nickname: string;
  permission: boolean;
  typing: boolean;
  empty: boolean;
}

function MessageScroller({ userId, items, hasMore, loadingOlder, nickname, permission, typing, empty }: ScrollerProps) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const virtual = items.length > VIRTUAL_THRESHOLD;
  const firstKey = items[0]?.kind === 'm' ? items[0].m.id : null;
  const lastKey = items.length
    ? items[items.length - 1]?.kind === 'm'
      ? `m${(items[items.length - 1] as { m: ChatMessage }).m.id}`
      : `o${(items[items.length - 1] as { e: OutboxEntry }).e.localId}`
    : '';
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const settled = useRef(false);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => ref.current,
    estimateSize: () => VIRTUAL_ITEM_HEIGHT,
    overscan: VIRTUAL_OVERSCAN,
    getItemKey: (i) => {
      const it = items[i];
      return it ? (it.kind === 'm' ? `m${it.m.id}` : `o${it.e.localId}`) : i;
    },
  });

  const toBottom = useCallback(() => {
    const el = ref.current;
    if (!el) return false;
    if (virtual && items.length) virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
    el.scrollTop = el.scrollHeight;
    return el.scrollHeight > 0;
  }, [virtual, items.length, virtualizer]);

  // MSG-29: the first scroll to the newest message, retried while the layout is not ready.
  useEffect(() => {
    if (settled.current || items.length === 0) return undefined;
    const timers: number[] = [];
    if (toBottom()) settled.current = true;
    for (let i = 1; i <= SCROLL_RETRIES; i++) {
      timers.push(
        window.setTimeout(() => {
          if (!settled.current || i <= 2) {
            toBottom();
            settled.current = true;
          }
        }, SCROLL_RETRY_MS * i),
      );
    }
    return () => timers.forEach((x) => window.clearTimeout(x));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the first messages arrive
  }, [items.length > 0]);

  // Older messages prepended: keep the view where it was (no jump).
  useLayoutEffect(() => {
    const el = ref.current;
    const a = anchor.current;
    if (!el || !a) return;
    el.scrollTop = a.top + (el.scrollHeight - a.height);
    anchor.current = null;
  }, [firstKey]);

  // A new message at the end: follow it when the member is near the bottom or it is theirs to see.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !settled.current) return;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 240;
    const last = items[items.length - 1];
    const mine = last?.kind === 'o' || (last?.kind === 'm' && last.m.isMine);
    if (nearBottom || mine) toBottom();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey, typing]);

  const onScroll = () => {
    const el = ref.current;
    if (!el || !hasMore || loadingOlder || !settled.current) return;
    if (el.scrollTop < LOAD_OLDER_THRESHOLD_PX) {
      anchor.current = { height: el.scrollHeight, top: el.scrollTop };
      dispatch(olderRequested({ userId }));
    }
  };

  const render = (it: Item) =>
    it.kind === 'm' ? (
      <MessageBubble key={`m${it.m.id}`} m={it.m} userId={userId} nickname={nickname} imagePermission={permission} />
    ) : (
      <OutboxBubble key={`o${it.e.localId}`} e={it.e} />
    );

  return (
    <div
      ref={ref}
      className="chat-scroll"
      onScroll={onScroll}
      data-testid="chat-scroll"
      role="log"
      aria-label={nickname || t('view.loading')}
      aria-busy={loadingOlder}
    >
      {loadingOlder ? (
        <div className="chat-older">
          <Spinner small label={t('view.loadingOlder')} />
        </div>
      ) : null}
      {empty ? <p className="chat-empty">{t('view.empty')}</p> : null}
      {virtual ? (
        <div className="chat-msgs chat-msgs--virtual" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const it = items[v.index];
            if (!it) return null;
            return (
              <ul
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="chat-virtual-row"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                {render(it)}
              </ul>
            );
          })}
        </div>
      ) : (
        <ul className="chat-msgs">{items.map(render)}</ul>
      )}
      {typing ? (
        <div className="msg msg--theirs msg--typing" data-testid="typing-indicator" aria-hidden="true">
          <span className="bubble">
            <span className="dots" />
          </span>
        </div>
      ) : null}
    </div>
  );
}

/** The input bar (MSG-18, MSG-32, MSG-35) and own typing reports (RT-17). */
function Composer({ userId }: { userId: number }) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!text.trim()) return; // MSG-32
    dispatch(sendRequested({ userId, text }));
    setText('');
  };
  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value);
    setError(null);
    dispatch(composerChanged({ userId, empty: e.target.value.trim() === '' }));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const check = checkAttachment(f);
    if (check !== 'ok') {
      setError(check === 'tooBig' ? t('input.tooBig') : t('input.imagesOnly'));
      return;
    }
    setError(null);
    dispatch(sendRequested({ userId, text: '', attachment: registerAttachment(f) }));
  };

  return (
    <form className="chat-input" onSubmit={submit} data-testid="composer">
      {error ? (
        <p className="chat-input__error" role="alert" id="composer-error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="icon-btn"
        aria-label={t('input.attach')}
        aria-describedby="composer-accepted"
        onClick={() => file.current?.click()}
      >
        <IconImage />
      </button>
      <span id="composer-accepted" className="visually-hidden">
        {t('input.accepted')}
      </span>
      <input ref={file} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} hidden onChange={onFile} data-testid="attach-input" />
      <textarea
        className="chat-input__text"
        rows={1}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        placeholder={t('input.placeholder')}
        aria-label={t('input.label')}
        aria-describedby={error ? 'composer-error' : undefined}
        maxLength={2000}
      />
      <button type="submit" className="chat-input__send" aria-label={t('input.send')} disabled={!text.trim()}>
        <IconSend />
      </button>
    </form>
  );
}
