import type { Requester } from './http';
import { EXPIRED_ANSWER, type ApiDashboardPageJson, type ApiExpiredJson, type ApiMatchingJson } from './types/dashboard';

export type DashboardKind = 'recent' | 'new' | 'online';

/** GET /v1/dashboard/listing/{new,online,recent}?page=N (API-36, DASH-10, OPEN-21). */
export const apiGetDashboard = (req: Requester, kind: DashboardKind, page: number) =>
  req<ApiDashboardPageJson>({ method: 'GET', url: `/v1/dashboard/listing/${kind}`, params: { page } });

/** GET /v1/dashboard/scroll?scrollId= (API-37, DASH-12); answers 'expiro' when the id aged out. */
export const apiGetDashboardScroll = (req: Requester, scrollId: string) =>
  req<ApiDashboardPageJson | ApiExpiredJson>({ method: 'GET', url: '/v1/dashboard/scroll', params: { scrollId } });

/** GET /v2/user/matching (API-38). */
export const apiGetMatching = (req: Requester) => req<ApiMatchingJson>({ method: 'GET', url: '/v2/user/matching' });

/** A scroll id aged out: the scroll answers 'expiro' (as text or as `{ status }`), and the list reloads. */
export function isExpiredAnswer(data: unknown): data is ApiExpiredJson {
  return data === EXPIRED_ANSWER || (typeof data === 'object' && data !== null && (data as { status?: unknown }).status === EXPIRED_ANSWER);
}
