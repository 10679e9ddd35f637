import type { Requester } from './http';
import type { ApiProfileViewJson } from './types/profile';

/** GET /v1/profile/{id}: another member's profile view (API-41, OPEN-11). */
export const apiGetProfileView = (req: Requester, id: number) => req<ApiProfileViewJson>({ method: 'GET', url: `/v1/profile/${id}` });
