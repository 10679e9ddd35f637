import type { Answer, Query } from './contract';
import type { Requester } from './http';

export type DashboardKind = 'recent' | 'new' | 'online';

/** The three dashboards' operations (one per kind; the same answer). */
type DashboardOp = 'getDashboardRecent' | 'getDashboardNew' | 'getDashboardOnline';

/** GET /v1/dashboard/listing/{new,online,recent}?page=N (getDashboardNew/Online/Recent; API-36, DASH-10, OPEN-21). */
export const apiGetDashboard = (req: Requester, kind: DashboardKind, page: number) =>
  req<Answer<DashboardOp>>({ method: 'GET', url: `/v1/dashboard/listing/${kind}`, params: { page } satisfies Query<DashboardOp> });

/** GET /v1/dashboard/scroll?scrollId= (getDashboardScroll; API-37, DASH-12); answers 'expiro' when the id aged out. */
export const apiGetDashboardScroll = (req: Requester, scrollId: string) =>
  req<Answer<'getDashboardScroll'>>({
    method: 'GET',
    url: '/v1/dashboard/scroll',
    params: { scrollId } satisfies Query<'getDashboardScroll'>,
  });

/** GET /v2/user/matching (getRecommended; API-38). */
export const apiGetMatching = (req: Requester) => req<Answer<'getRecommended'>>({ method: 'GET', url: '/v2/user/matching' });

/** The scroll id aged out: the results are expired and reload (DASH-13). */
const EXPIRED_ANSWER = 'expiro';
type Expired = typeof EXPIRED_ANSWER | { status: typeof EXPIRED_ANSWER };

/** A scroll id aged out: the scroll answers 'expiro' (as text or as `{ status }`), and the list reloads. */
export function isExpiredAnswer(data: unknown): data is Expired {
  return data === EXPIRED_ANSWER || (typeof data === 'object' && data !== null && 'status' in data && data.status === EXPIRED_ANSWER);
}
