/**
 * The demo API's own answer, reshaped the way a server that speaks only the contract would send it:
 * fields the contract does not name removed, a list envelope replaced by its bare array. The override
 * asks the demo handlers for their answer (msw getResponse) and hands its JSON to `reshape`.
 */
import { getResponse, http, HttpResponse, RequestHandler, type JsonBodyType } from 'msw';
import { apiUrl, handlers } from '@/mocks/handlers';
import { server } from './msw-server';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Answers `method path` (msw path syntax, on the API host) with the demo's JSON passed through `reshape`. */
export function reshaped(method: Method, path: string, reshape: (json: never) => unknown, opts: { once?: boolean } = {}) {
  return http[method](
    apiUrl(path),
    async ({ request }) => {
      const demo = await getResponse(handlers, request);
      if (!demo || !(demo.headers.get('Content-Type') ?? '').includes('json')) return demo;
      const json: unknown = await demo.json();
      return HttpResponse.json(reshape(json as never) as JsonBodyType, { status: demo.status });
    },
    opts,
  );
}

/** The demo's handlers behind the contract gate, as the server starts (taken before any test's override). */
const gated = server.listHandlers().filter((h): h is RequestHandler => h instanceof RequestHandler);

/**
 * Like `reshaped`, with the demo's answer as the contract gate gives it in the test's contract mode
 * (useContractMode('other-reading') ...: `reshaped` always starts from the demo's own reading), and
 * `status` to send it with another HTTP status (a success's body on a 403, say).
 */
export function inContractMode(
  method: Method,
  path: string,
  reshape: (json: never) => unknown = (json) => json,
  opts: { once?: boolean; status?: number } = {},
) {
  return http[method](
    apiUrl(path),
    async ({ request }) => {
      const answer = await getResponse(gated, request);
      if (!answer || !(answer.headers.get('Content-Type') ?? '').includes('json')) return answer;
      const json: unknown = await answer.json();
      return HttpResponse.json(reshape(json as never) as JsonBodyType, { status: opts.status ?? answer.status });
    },
    { once: opts.once },
  );
}

/** The record without the named fields. */
export function without<T extends object>(json: T, ...keys: string[]): T {
  const copy = { ...json } as Record<string, unknown>;
  for (const k of keys) delete copy[k];
  return copy as T;
}

/** A list envelope's entities as a bare array (the contract's reading of a list answer). */
export const bare =
  (key = 'items') =>
  (json: Record<string, unknown>): unknown =>
    Array.isArray(json) ? json : (json[key] ?? json);
