/**
 * A list of member and notice cards as the dashboards show it (DASH-03..09): skeletons on first load,
 * the designed empty ('No hay resultados') and error states, infinite scroll within 1000 px of the
 * bottom, and the row-virtualised grid for long lists (CardGrid). The dashboards, the recommended list
 * and the search results render their lists with it, each from its own store slice.
 */
import { useTranslation } from 'react-i18next';
import { PagedCardList, type PagedListState } from '@/features/cards';
import { IconHeart } from '@/shared/ui/icons';
import type { DashItem } from '../types';
import { MemberCard } from './MemberCard';
import { NoticeCard } from './NoticeCard';
import '../dashboard.css';
import '../i18n';

const SKELETON_CARDS = 8;
/** Cards (and notices) in the first row(s) load their image at once (above the fold). */
const EAGER_CARDS = 4;

export type CardListState = PagedListState<DashItem>;

export interface CardListProps {
  list: CardListState;
  /** The list's accessible name. */
  label: string;
  /** Loads the next page; without it the list has no infinite scroll. */
  onMore?: () => void;
  /** Reloads the list (the error state's 'Reintentar'). */
  onRetry: () => void;
  /** Retries a failed next page. */
  onRetryMore?: () => void;
  /** The line under an empty list's 'No hay resultados'. */
  emptyHint?: string;
  testId?: string;
  /** The list shows more than its skeleton (PagedCardList). */
  onSettled?: () => void;
}

export function CardList({ list, label, onMore, onRetry, onRetryMore, emptyHint, testId = 'dashboard', onSettled }: CardListProps) {
  const { t } = useTranslation('dashboard');
  return (
    <PagedCardList<DashItem>
      ns="dashboard"
      list={list}
      label={label}
      onMore={onMore}
      onRetry={onRetry}
      onRetryMore={onRetryMore}
      onSettled={onSettled}
      skeleton={{
        className: 'dash-grid',
        testId: `${testId}-skeleton`,
        count: SKELETON_CARDS,
        row: <div className="mcard mcard--skeleton skeleton" aria-hidden="true" />,
      }}
      empty={{ testId: `${testId}-empty`, icon: <IconHeart size={36} />, hint: emptyHint ?? t('emptyHint') }}
      renderItem={(item, index) =>
        item.type === 'NOTICE' ? (
          <NoticeCard item={item} eager={index < EAGER_CARDS} />
        ) : (
          <MemberCard item={item} eager={index < EAGER_CARDS} />
        )
      }
    />
  );
}
