/** Dashboards (DASH-01..14): the lazy "dashboard" chunk. */
export { DashboardScreen } from './screens/DashboardScreen';
export type { DashboardKind } from './types';
