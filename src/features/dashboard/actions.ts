/**
 * The dashboards' signals: actions no reducer handles (the sagas take them). State changes are the
 * slice's reducers.
 */
import { pagedListSignals } from '@/shared/lib/paged-lists';
import type { DashListKey } from './types';

/**
 * A dashboard screen is shown (it loads page 0 unless it already has results), the member scrolled
 * within 1000 px of the bottom (DASH-09), a reload from page 0 (retry, or expired results), a load starts.
 */
export const dashboardSignals = pagedListSignals<DashListKey>('dashboard/dashboard');
