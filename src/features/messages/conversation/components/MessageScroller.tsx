import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useAppDispatch } from '@/store';
import { Spinner } from '@/shared/ui/Spinner';
import { messagesActions, type ChatMessage, type OutboxEntry } from '../../state';
import type { ChatItem as Item } from './chat-items';
import { MessageBubble, OutboxBubble } from './MessageBubble';

/** MSG-23: older messages load within 500 px of the top. */
const LOAD_OLDER_THRESHOLD_PX = 500;
/** MSG-28: virtual scrolling above 1000 messages, item height 80, overscan 5. */
const VIRTUAL = { above: 1000, itemHeight: 80, overscan: 5 } as const;
/** MSG-29: scroll setup retried at most 5 times at multiples of 300 ms. */
const SCROLL_RETRY = { times: 5, everyMs: 300 } as const;

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

export function MessageScroller({ userId, items, hasMore, loadingOlder, nickname, permission, typing, empty }: ScrollerProps) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const virtual = items.length > VIRTUAL.above;
  const firstKey = items[0]?.kind === 'm' ? items[0].m.id : null;
  const lastKey = items.length
    ? items[items.length - 1]?.kind === 'm'
      ? `m${(items[items.length - 1] as { m: ChatMessage }).m.id}`
      : `o${(items[items.length - 1] as { e: OutboxEntry }).e.localId}`
    : '';
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const settled = useRef(false);

  // The virtualizer exists only above VIRTUAL.above (VirtualRows): below it, nothing measures the scroller
  // or observes it while the conversation renders (its first measure is a forced layout of the whole chat).
  const virtualizer = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);

  const toBottom = useCallback(() => {
    const el = ref.current;
    if (!el) return false;
    if (virtual && items.length) virtualizer.current?.scrollToIndex(items.length - 1, { align: 'end' });
    el.scrollTop = el.scrollHeight;
    return el.scrollHeight > 0;
  }, [virtual, items.length]);

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

  // MSG-29: the first scroll to the newest message, retried at 300 ms multiples (at most 5 times) while
  // the layout is not ready; the first two retries always run (late images change the height). Before the
  // first paint of the messages (a layout effect): they may come in a background render, whose passive
  // effects can run a frame later, and must not show scrolled to the top first.
  useLayoutEffect(() => {
    if (settled.current || items.length === 0) return undefined;
    const timers: number[] = [];
    // In the frame that paints them, before it does: the height read lays the chat out, which that frame
    // does anyway; read here, in the commit, it made the commit's task one long task (about 60 ms at a
    // slow phone's speed, bench/lighthouse-screens.mjs --tasks).
    const frame = requestAnimationFrame(() => {
      let ready = toBottom();
      if (ready) settled.current = true;
      for (let i = 1; i <= SCROLL_RETRY.times; i++) {
        timers.push(
          window.setTimeout(() => {
            if (!ready || i <= 2) ready = toBottom() || ready;
            settled.current = true;
          }, SCROLL_RETRY.everyMs * i),
        );
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      timers.forEach((x) => window.clearTimeout(x));
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the first messages arrive
  }, [items.length > 0]);

  const onScroll = () => {
    const el = ref.current;
    if (!el || !hasMore || loadingOlder || !settled.current) return;
    if (el.scrollTop < LOAD_OLDER_THRESHOLD_PX) {
      anchor.current = { height: el.scrollHeight, top: el.scrollTop };
      dispatch(messagesActions.olderRequested({ userId }));
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
        <VirtualRows scroller={ref} items={items} render={render} handle={virtualizer} />
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

interface VirtualRowsProps {
  scroller: RefObject<HTMLDivElement | null>;
  items: Item[];
  render: (it: Item) => ReactNode;
  /** The scroller's way to the virtualizer (toBottom scrolls to the last row through it). */
  handle: { current: Virtualizer<HTMLDivElement, Element> | null };
}

/** MSG-28: the rows of a long conversation, virtualised (only the rows in view, plus the overscan, are in the page). */
function VirtualRows({ scroller, items, render, handle }: VirtualRowsProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => VIRTUAL.itemHeight,
    overscan: VIRTUAL.overscan,
    getItemKey: (i) => {
      const it = items[i];
      return it ? (it.kind === 'm' ? `m${it.m.id}` : `o${it.e.localId}`) : i;
    },
  });
  // A child's layout effects run before its parent's effects: the handle is there when they scroll.
  useLayoutEffect(() => {
    handle.current = virtualizer;
    return () => {
      handle.current = null;
    };
  }, [handle, virtualizer]);
  return (
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
  );
}
