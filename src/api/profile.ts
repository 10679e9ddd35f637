import type { Answer } from './contract';
import type { Requester } from './http';

/** GET /v1/profile/{id}: another member's profile view (getProfileView; API-41, OPEN-11). */
export const apiGetProfileView = (req: Requester, id: number) => req<Answer<'getProfileView'>>({ method: 'GET', url: `/v1/profile/${id}` });
