/**
 * A list of member and notice cards as the dashboards show it (DASH-03..09): skeletons on first load,
 * the designed empty ('No hay resultados') and error states, infinite scroll within 1000 px of the
 * bottom, and the row-virtualised grid for long lists (CardGrid). The dashboards, the recommended list
 * and the search results render their lists with it, each from its own store slice.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { IconHeart } from '@/shared/ui/icons';
import dashboardTexts from '@locales/es-AR/dashboard.json';
import type { DashItem } from '../types';
import { CardGrid } from './CardGrid';
import { MemberCard } from './MemberCard';
import { NoticeCard } from './NoticeCard';
import { useNearBottom } from './useNearBottom';
import '../dashboard.css';

registerNamespace('dashboard', dashboardTexts);

const SKELETON_CARDS = 8;
/** Cards in the first row(s) load their photo at once (above the fold). */
const EAGER_CARDS = 4;

export interface CardListState {
  items: DashItem[];
  loading: boolean;
  error: boolean;
  /** Next page; null at the end. */
  page: number | null;
  /** At least one answer arrived. */
  loaded: boolean;
}

export interface CardListProps {
  list: CardListState;
  /** The list's accessible name. */
  label: string;
  /** Disliked members whose card is animating out. */
  leaving: readonly number[];
  onLeft: (id: number) => void;
  /** Loads the next page; without it the list has no infinite scroll. */
  onMore?: () => void;
  /** Reloads the list (the error state's 'Reintentar'). */
  onRetry: () => void;
  /** Retries a failed next page. */
  onRetryMore?: () => void;
  /** The line under an empty list's 'No hay resultados'. */
  emptyHint?: string;
  testId?: string;
}

export function CardList({ list, label, leaving, onLeft, onMore, onRetry, onRetryMore, emptyHint, testId = 'dashboard' }: CardListProps) {
  const { t } = useTranslation('dashboard');
  const canLoadMore = Boolean(onMore) && list.loaded && !list.loading && !list.error && list.page !== null;
  const checkNearBottom = useNearBottom(() => onMore?.(), canLoadMore);

  const skeleton = (
    <div className="dash-grid" aria-busy="true" data-testid={`${testId}-skeleton`}>
      <span className="visually-hidden" role="status">
        {t('common:loading')}
      </span>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className="mcard mcard--skeleton skeleton" aria-hidden="true" />
      ))}
    </div>
  );
  const firstLoad = !list.loaded || (list.loading && list.items.length === 0);
  // Whether this list was still loading when it appeared (its first cards then render behind the skeleton).
  const [loadingAtMount] = useState(firstLoad);
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
      <div className="dash-state" data-testid={`${testId}-empty`}>
        <span className="state-icon" aria-hidden="true">
          <IconHeart size={36} />
        </span>
        <p className="dash-state__title">{t('empty')}</p>
        <p className="dash-state__hint">{emptyHint ?? t('emptyHint')}</p>
      </div>
    );
  }

  return (
    <>
      <CardGrid
        items={list.items}
        itemKey={(item) => (item.type === 'NOTICE' ? item.key : `u${item.id}`)}
        label={label}
        busy={list.loading}
        skeleton={skeleton}
        onShown={checkNearBottom}
        deferFirst={loadingAtMount}
        renderItem={(item, index) =>
          item.type === 'NOTICE' ? (
            <NoticeCard item={item} />
          ) : (
            <MemberCard item={item} leaving={leaving.includes(item.id)} onLeft={onLeft} eager={index < EAGER_CARDS} />
          )
        }
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
