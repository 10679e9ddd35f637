import type { Requester } from './http';
import type { ApiSearchFiltersJson, ApiSearchOptionsJson, ApiSearchPageJson } from './types/search';

/** GET /v1/user/search-options (API-46). */
export const apiGetSearchOptions = (req: Requester) => req<ApiSearchOptionsJson>({ method: 'GET', url: '/v1/user/search-options' });

/** POST /v1/dashboard/search with the filters: the first page of new results (API-47, OPEN-15). */
export const apiPostSearch = (req: Requester, filters: ApiSearchFiltersJson) =>
  req<ApiSearchPageJson>({ method: 'POST', url: '/v1/dashboard/search', data: filters });

/** GET /v1/dashboard/search: the first page again with the filters last sent (API-47, OPEN-15). */
export const apiGetSearch = (req: Requester) => req<ApiSearchPageJson>({ method: 'GET', url: '/v1/dashboard/search' });
