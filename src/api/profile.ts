import { handlesStatuses } from './call-api';
import type { Answer } from './contract';
import type { Requester } from './http';
import { idInUrl } from '@/shared/lib/wire';

/** GET /v1/profile/{id}: another member's profile view (getProfileView; API-41, OPEN-11). */
export const apiGetProfileView = (req: Requester, id: number) =>
  req<Answer<'getProfileView'>>({ method: 'GET', url: `/v1/profile/${idInUrl(id)}` });

/**
 * The same GET /v1/profile/{id}, read only to name a member (the report page, REPORT-01): a 404 or 400
 * (a member the server no longer has) is no name, never the catalogue's logout of the member reporting.
 */
export const apiGetMemberToName = handlesStatuses(
  (req: Requester, id: number) => req<unknown>({ method: 'GET', url: `/v1/profile/${idInUrl(id)}` }),
  [400, 404],
);
