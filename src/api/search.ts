import type { Answer, Body } from './contract';
import type { Requester } from './http';

/** GET /v1/user/search-options (getSearchOptions; API-46). */
export const apiGetSearchOptions = (req: Requester) => req<Answer<'getSearchOptions'>>({ method: 'GET', url: '/v1/user/search-options' });

/** POST /v1/dashboard/search with the filters: the first page of new results (postSearch; API-47, OPEN-15). */
export const apiPostSearch = (req: Requester, filters: Body<'postSearch'>) =>
  req<Answer<'postSearch'>>({ method: 'POST', url: '/v1/dashboard/search', data: filters });

/** GET /v1/dashboard/search: the first page again with the filters last sent (getSearchResults; API-47, OPEN-15). */
export const apiGetSearch = (req: Requester) => req<Answer<'getSearchResults'>>({ method: 'GET', url: '/v1/dashboard/search' });
