import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { useAppSelector, useFeature, AUTH_HOME, PATHS } from '@/store';
import { selectBlockedIds } from '@/features/lists';
import { paywallRequired } from '@/features/paywall';
import { modalOpenRequested } from '@/features/shell';
import { IconChat } from '@/shared/ui/icons';
import { SkeletonRow } from '@/shared/ui/SkeletonRow';
import { Spinner } from '@/shared/ui/Spinner';
import { releaseStaticPreview } from '@/shared/boot/handoff';
import { messagesFeature } from '../feature';
import { messagesActions, selectList, type Box, type ChatRow } from '../state';
import { ChatRowItem, SelectionToolbar } from '../inbox';
import '../i18n';
import '../components/messages.css';

/** The message lists 'Recibidos' / 'Enviados' (MSG-01 to MSG-13). */
export function MessageListScreen({ box }: { box: Box }) {
  const { t, dispatch } = useFeature(messagesFeature);
  const list = useAppSelector((s) => selectList(s, box));
  const blocked = useAppSelector(selectBlockedIds);
  // The first page's rows render as a transition behind the skeleton (short slices, not one long task in
  // the answer's callback: 65 ms of CPU on a conversation opened from a link, issue 32); later changes
  // (a selection, the next page, a new message) show at once.
  const lagging = useDeferredValue(list.items);
  const behind = list.items.length > 0 && lagging.length === 0;
  const items = behind ? lagging : list.items;
  const rows = blocked.length ? items.filter((r) => !blocked.includes(r.userId)) : items;
  const selectedCount = rows.filter((r) => r.selected).length;
  const selecting = selectedCount > 0;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(messagesActions.listRequested({ box, replace: true }));
    return () => {
      dispatch(messagesActions.selectionChanged({ box, target: 'CLEAR' }));
    };
  }, [box, dispatch]);

  // Next page when the end of the list comes into view (pages from 0, stale answers dropped).
  const canLoadMore = list.page !== null && list.page > 0 && !list.loading && !list.error;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoadMore || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) dispatch(messagesActions.listRequested({ box, replace: false }));
      },
      { rootMargin: '300px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [box, canLoadMore, dispatch]);

  const onTap = useCallback(
    (row: ChatRow) => {
      if (selecting)
        dispatch(messagesActions.selectionChanged({ box, target: row.userId })); // MSG-08
      else if (!row.canRead)
        dispatch(paywallRequired({ type: 'RM', cantBuy: false })); // MSG-05
      else dispatch(modalOpenRequested({ modal: 'message-view', id: row.userId })); // MSG-06
    },
    [box, dispatch, selecting],
  );
  // Escape clears a long-press selection (issue 21), as the toolbar's close button does.
  useEffect(() => {
    if (!selecting) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) dispatch(messagesActions.selectionChanged({ box, target: 'CLEAR' }));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [box, dispatch, selecting]);

  const onLongPress = useCallback(
    (row: ChatRow) => dispatch(messagesActions.selectionChanged({ box, target: row.userId })),
    [box, dispatch],
  );

  const firstLoad = (list.loading || behind) && rows.length === 0;
  // The boot loader's static copy of this list (if any) makes way once the first page is in, in the
  // same frame as its rows (or the empty list, or the error).
  const settled = list.requestedAt !== 0 && !firstLoad;
  // A modal opened over the list (a conversation reopened from its link) releases its own static copy.
  const underModal = new URLSearchParams(useLocation().search).has('modal');
  useLayoutEffect(() => {
    if (settled && !underModal) releaseStaticPreview();
  }, [settled, underModal]);

  return (
    <section className="msg-screen" data-testid={`message-list-${box}`} aria-labelledby="msg-tabs-title">
      <h2 id="msg-tabs-title" className="visually-hidden">
        {t(`tabs.${box}`)}
      </h2>
      {selecting ? (
        <SelectionToolbar box={box} count={selectedCount} />
      ) : (
        <nav className="tab-bar msg-tabs" aria-label={t('tabs.label')}>
          <NavLink to={PATHS.MESSAGE_RECEIVED} className="tab-bar__tab" replace>
            {t('tabs.received')}
          </NavLink>
          <NavLink to={PATHS.MESSAGE_SENT} className="tab-bar__tab" replace>
            {t('tabs.sent')}
          </NavLink>
        </nav>
      )}

      {firstLoad ? (
        <ul className="chat-list" aria-busy="true" aria-label={t('tabs.' + box)}>
          {Array.from({ length: 7 }, (_, i) => (
            <SkeletonRow key={i} as="li" className="chat-row chat-row--skeleton" />
          ))}
        </ul>
      ) : list.error && rows.length === 0 ? (
        <div className="panel-center msg-empty" role="alert">
          <p>{t('list.error')}</p>
          <Button onClick={() => dispatch(messagesActions.listRequested({ box, replace: true }))}>{t('list.retry')}</Button>
        </div>
      ) : rows.length === 0 && !list.loading ? (
        <div className="panel-center msg-empty" data-testid="message-list-empty">
          <div className="state-icon" aria-hidden="true">
            <IconChat size={36} />
          </div>
          <h3 className="section-title">{t(`list.empty.${box}`)}</h3>
          <p className="muted">{t('list.empty.text')}</p>
          <ButtonLink to={AUTH_HOME}>{t('list.empty.cta')}</ButtonLink>
        </div>
      ) : (
        <ul className="chat-list" aria-label={t(`tabs.${box}`)}>
          {rows.map((row) => (
            <ChatRowItem key={row.userId} row={row} onTap={onTap} onLongPress={onLongPress} />
          ))}
        </ul>
      )}
      {list.loading && rows.length > 0 ? (
        <div className="msg-more">
          <Spinner small label={t('list.loadingMore')} />
        </div>
      ) : null}
      {list.error && rows.length > 0 ? (
        <div className="msg-more">
          <Button variant="secondary" onClick={() => dispatch(messagesActions.listRequested({ box, replace: false }))}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      <div ref={sentinel} className="msg-sentinel" aria-hidden="true" />
    </section>
  );
}
