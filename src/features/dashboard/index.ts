/**
 * Public surface: the dashboards' card list (member and notice cards) the search results reuse, the
 * item types and mappers, and the page actions the app and the PWA sagas dispatch. The components
 * come with the dashboard's texts and styles; the grid under them is features/cards.
 */
import { dashboardSignals } from './actions';
import { dashboardActions } from './slice';

export { CardList } from './components/CardList';
export { toDashItems, seenOf } from './mappers';
export type { DashItem } from './types';
export const { dashboardPageLoaded, dashboardPageRequested } = dashboardActions;
export const dashboardMoreRequested = dashboardSignals.moreRequested;
