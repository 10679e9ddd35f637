/**
 * The one axios instance (A §7): API host from configuration, bearer token per request, and the accepted
 * statuses of API-02 resolved (everything else rejects and meets the catalogue's 'INVALID STATUS' row).
 *
 * axios arrives in its own chunk on the first request (started at boot, in parallel with rendering), so
 * it is not part of the initial JS of the logged-out home page.
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { takeEarlyResponse } from '@/shared/boot/handoff';
import { config } from '@/shared/config/env';
import { nextTask } from '@/shared/lib/idle';

export const ACCEPTED_STATUSES: readonly number[] = [200, 201, 400, 401, 402, 403, 404, 500];

let instance: Promise<AxiosInstance> | null = null;
let ready = false;

/**
 * The shared axios instance (created once). The calls that waited for its chunk go on in a new task each:
 * the chunk's evaluation and their first requests (axios's code compiled on its first run) would
 * otherwise be one long task at boot.
 */
export async function getHttp(): Promise<AxiosInstance> {
  if (instance && ready) return instance;
  instance ??= import(/* webpackChunkName: "http" */ 'axios').then(({ default: axios }) => {
    ready = true;
    return axios.create({
      baseURL: config.apiBaseUrl,
      timeout: 30000,
      validateStatus: (status) => ACCEPTED_STATUSES.includes(status),
      headers: { Accept: 'application/json' },
    });
  });
  const http = await instance;
  await nextTask();
  return http;
}

/**
 * The bearer token of a call (API-01, the contract's `security`):
 *  - true (default): the call needs the member's session; without a token it is never sent (a saga still
 *    running after a logout must not reach the server tokenless), it rejects with NoSessionError;
 *  - 'optional': sent with the token when there is one, without it otherwise (entry calls: authenticate,
 *    register, Facebook, autologin, reset/set password, e-mail validation code request, /relog);
 *  - false: never carries it (e-mail validation, locations).
 */
export type TokenUse = boolean | 'optional';
export type Requester = <T>(req: AxiosRequestConfig & { withToken?: TokenUse }) => Promise<AxiosResponse<T>>;

/** A call that needs the session, asked for when there is none: not sent (see TokenUse). */
export class NoSessionError extends Error {
  constructor(url: string | undefined) {
    super(`not sent without a session: ${url ?? ''}`);
    this.name = 'NoSessionError';
  }
}

/** `url` with axios-style `params` as its query ('/v1/session' + {id: 0} -> '/v1/session?id=0'). */
function pathWithQuery(url: string, params: unknown): string {
  if (!params || typeof params !== 'object') return url;
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return q ? `${url}?${q}` : url;
}

/** The JSON text axios sends for a POST's `data` (a plain object or array), or undefined for any other body. */
function jsonBody(data: unknown): string | undefined {
  const plain = Array.isArray(data) || (typeof data === 'object' && data !== null && Object.getPrototypeOf(data) === Object.prototype);
  return plain ? JSON.stringify(data) : undefined;
}

/**
 * The boot loader's answer to this very request, sent before the app's scripts arrived (the first
 * session, dashboard or list page of a stored session; the search results' POST, taken only for exactly
 * the loader's body), as the response axios would have given; null sends it for real.
 */
async function earlyResponse<T>(req: AxiosRequestConfig, token: string | null): Promise<AxiosResponse<T> | null> {
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'POST' ? jsonBody(req.data) : undefined;
  if ((method !== 'GET' && body === undefined) || !req.url || !token) return null;
  const answer = await takeEarlyResponse(config.apiBaseUrl, pathWithQuery(req.url, req.params), token, body);
  if (!answer || !ACCEPTED_STATUSES.includes(answer.status)) return null;
  // Read in a task of its own: the answer is often in before the app asks, and its reading (JSON, the
  // saga's reducers, the screen's render) would otherwise be added to the task that asked (a screen's commit).
  await nextTask();
  let data: unknown = answer.body;
  try {
    data = JSON.parse(answer.body);
  } catch {
    /* not JSON: axios hands over the text as it is */
  }
  return { data: data as T, status: answer.status, statusText: '', headers: {}, config: {} } as unknown as AxiosResponse<T>;
}

export function makeRequester(token: string | null, signal: AbortSignal): Requester {
  return async <T>({ withToken = true, headers, ...req }: AxiosRequestConfig & { withToken?: TokenUse }) => {
    if (withToken === true && !token) throw new NoSessionError(req.url);
    const early = withToken ? await earlyResponse<T>(req, token) : null;
    if (early) return early;
    const http = await getHttp();
    return http.request<T>({
      ...req,
      signal,
      headers: { ...(headers ?? {}), ...(withToken && token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  };
}

/** An API function: takes the requester first, then its own arguments. */
export type ApiFn<Args extends unknown[], T> = (req: Requester, ...args: Args) => Promise<AxiosResponse<T>>;

/** An HTTP answer outside the accepted statuses, or a transport failure (no response). */
export function responseOf(e: unknown): AxiosResponse | null {
  const r = (e as { response?: AxiosResponse } | null)?.response;
  return r && typeof r.status === 'number' ? r : null;
}
