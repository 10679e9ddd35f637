/**
 * The demo API's own answer, reshaped the way a server that speaks only the contract would send it:
 * fields the contract does not name removed, a list envelope replaced by its bare array. The override
 * asks the demo handlers for their answer (msw getResponse) and hands its JSON to `reshape`.
 */
import { getResponse, http, HttpResponse, type JsonBodyType } from 'msw';
import { apiUrl, handlers } from '@/mocks/handlers';

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
