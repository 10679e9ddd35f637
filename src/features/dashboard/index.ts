/**
 * Public surface: the cards and card lists other lists (search results, the member lists) reuse,
 * and the item types. The components come with the dashboard's texts and styles.
 */
import { dashboardSignals } from './actions';
import { dashboardActions } from './slice';

export { MemberCard } from './components/MemberCard';
export { NoticeCard, NoticeBanner } from './components/NoticeCard';
export { CardList, type CardListProps, type CardListState } from './components/CardList';
export { CardGrid, VIRTUALISE_FROM, type CardGridProps } from './components/CardGrid';
export { PagedCardList, type PagedCardListProps, type PagedListState } from './components/PagedCardList';
export { useNearBottom, NEAR_BOTTOM_PX } from './components/useNearBottom';
export { LEAVE_MS } from './components/MemberCard';
export { toDashItems, seenOf } from './mappers';
export type { DashItem, MemberItem, NoticeItem, DashboardKind } from './types';
export const { dashboardPageLoaded, dashboardPageRequested } = dashboardActions;
export const dashboardMoreRequested = dashboardSignals.moreRequested;
export type { dashboardSlice } from './slice';
