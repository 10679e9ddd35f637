/**
 * The dashboard's request for its next page (PWA-07's first scroll, PWA-12's scroll event), declared as
 * the dashboard declares it (features/dashboard/slice.ts: pagedListSignals('dashboard/dashboard')), so the
 * member's PWA chunk listens for it without loading the dashboard's cards: importing @/features/dashboard
 * would put its card components into the pwa-member chunk. tests/push.test.tsx dispatches the dashboard's
 * own action and checks that the push flow answers.
 */
import { pagedListSignals } from '@/shared/lib/paged-lists';

export const dashboardMoreRequested = pagedListSignals<string>('dashboard/dashboard').moreRequested;
