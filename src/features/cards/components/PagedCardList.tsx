/**
 * A paged list of member and notice cards with every state it can be in: the skeleton on first load,
 * the error with 'Reintentar', the designed empty state, the (row-virtualised) grid with infinite scroll
 * within 1000 px of the bottom, and its foot (loading more, a failed page's retry, the end). The
 * dashboards' CardList (DASH-03..09) and the member lists (LIST-01..09) are this with their own cards;
 * the texts ('empty', 'error', 'retry', 'loadingMore', 'end') come from the caller's namespace.
 */
import { Fragment, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { CardGrid } from './CardGrid';
import { useNearBottom } from './useNearBottom';
import '../cards.css';

/** What a list's items have in common: members by id, notices (which may repeat) by their key. */
export type PagedItem = { type: 'USER'; id: number } | { type: 'NOTICE'; key: string };

export interface PagedListState<T extends PagedItem> {
  items: T[];
  loading: boolean;
  error: boolean;
  /** Next page; null at the end. */
  page: number | null;
  /** At least one answer arrived. */
  loaded: boolean;
}

export interface PagedCardListProps<T extends PagedItem> {
  list: PagedListState<T>;
  /** The i18n namespace of the list's texts. */
  ns: string;
  /** The list's accessible name. */
  label: string;
  /** The grid's extra class. */
  className?: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The first load's placeholder: `count` copies of `row` in a busy box. */
  skeleton: { className: string; testId: string; count: number; row: ReactNode };
  /** The empty state's testid, icon and the line under 'No hay resultados'. */
  empty: { testId: string; icon: ReactNode; hint: string };
  /** Loads the next page; without it the list has no infinite scroll. */
  onMore?: () => void;
  /** Reloads the list (the error state's 'Reintentar'). */
  onRetry: () => void;
  /** Retries a failed next page (else onRetry). */
  onRetryMore?: () => void;
  /** The list shows more than its skeleton: its first cards are in, or its empty or error state. */
  onSettled?: () => void;
}

const itemKey = (item: PagedItem) => (item.type === 'NOTICE' ? item.key : `u${item.id}`);

export function PagedCardList<T extends PagedItem>({
  list,
  ns,
  label,
  className,
  renderItem,
  skeleton: shape,
  empty,
  onMore,
  onRetry,
  onRetryMore,
  onSettled,
}: PagedCardListProps<T>) {
  const { t } = useTranslation(ns);
  const canLoadMore = Boolean(onMore) && list.loaded && !list.loading && !list.error && list.page !== null;
  const checkNearBottom = useNearBottom(() => onMore?.(), canLoadMore);

  const skeleton = (
    <div className={shape.className} aria-busy="true" data-testid={shape.testId}>
      <span className="visually-hidden" role="status">
        {t('common:loading')}
      </span>
      {Array.from({ length: shape.count }, (_, i) => (
        <Fragment key={i}>{shape.row}</Fragment>
      ))}
    </div>
  );
  const firstLoad = !list.loaded || (list.loading && list.items.length === 0);
  // Whether this list was still loading when it appeared (its first cards then render behind the skeleton).
  const [loadingAtMount] = useState(firstLoad);
  const settledEmpty = !firstLoad && list.items.length === 0;
  useLayoutEffect(() => {
    if (settledEmpty) onSettled?.();
  }, [settledEmpty, onSettled]);
  const onShown = useCallback(() => {
    checkNearBottom();
    onSettled?.();
  }, [checkNearBottom, onSettled]);
  if (firstLoad) return skeleton;

  if (list.items.length === 0) {
    return list.error ? (
      <div className="dash-state" role="alert">
        <p className="dash-state__title">{t('error')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    ) : (
      <div className="dash-state" data-testid={empty.testId}>
        <span className="state-icon" aria-hidden="true">
          {empty.icon}
        </span>
        <p className="dash-state__title">{t('empty')}</p>
        <p className="dash-state__hint">{empty.hint}</p>
      </div>
    );
  }

  return (
    <>
      <CardGrid<T>
        className={className}
        items={list.items}
        itemKey={itemKey}
        label={label}
        busy={list.loading}
        skeleton={skeleton}
        onShown={onShown}
        deferFirst={loadingAtMount}
        renderItem={renderItem}
      />
      <div className="dash-foot">
        {list.loading ? <Spinner label={t('loadingMore')} /> : null}
        {list.error ? (
          <Button variant="secondary" onClick={onRetryMore ?? onRetry}>
            {t('retry')}
          </Button>
        ) : null}
        {!list.loading && !list.error && list.page === null && onMore ? <p className="dash-foot__end">{t('end')}</p> : null}
      </div>
    </>
  );
}
