/**
 * Public surface: the cards and card lists other lists (search results, the member lists) reuse,
 * and the item types. The components come with the dashboard's texts and styles.
 */
import { dashboardSignals } from './actions';
import { dashboardActions } from './slice';

export { NoticeBanner } from './components/NoticeCard';
export { CardList } from './components/CardList';
export { PagedCardList } from './components/PagedCardList';
export { toDashItems, seenOf } from './mappers';
export type { DashItem } from './types';
export const { dashboardPageLoaded, dashboardPageRequested } = dashboardActions;
export const dashboardMoreRequested = dashboardSignals.moreRequested;
