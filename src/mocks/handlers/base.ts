/**
 * Shared pieces of the demo API handlers: the base URL every path is built from, error answers,
 * tolerant body readers and the bearer-token guard.
 *
 * Paths are absolute on API_BASE (the app's API_BASE_URL). The node server rewrites the Host of
 * incoming requests to API_BASE's host, so the same handlers answer on any port (see node/app.ts).
 */
import { http, HttpResponse } from 'msw';
import type { DefaultBodyType, HttpResponseResolver, PathParams } from 'msw';
import { API_BASE } from '../config';
import type { DbMember } from '../db';
import { bearerToken, checkToken } from '../auth/tokens';
import type { AuthFailure } from '../auth/tokens';

export { API_BASE };

/** `/v1/session` -> `http://localhost:8081/v1/session` */
export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/**
 * Typed as a plain Response on purpose: msw infers one body type per resolver, and error bodies
 * differ from success bodies; a Response is accepted alongside any typed HttpResponse.
 */
export function jsonError(status: number, body: Record<string, unknown>): Response {
  return HttpResponse.json(body, { status });
}

export function failureResponse(failure: AuthFailure): Response {
  return jsonError(failure.status, failure.body);
}

/** 400 {errors:{field: code}} — the validation answer the register form reads (AUTH-13). */
export function validationError(errors: Record<string, string>): Response {
  return jsonError(400, { errors });
}

export type Body = Record<string, unknown>;

/**
 * Reads a JSON, form-urlencoded or multipart body into a plain object. Never throws: a malformed
 * body reads as {}, and the handler's validation answers it.
 */
export async function readBody(request: Request): Promise<Body> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await request.text()));
    }
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      const out: Body = {};
      form.forEach((value, key) => {
        out[key] = value;
      });
      return out;
    }
    const text = await request.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Body) : {};
  } catch {
    return {};
  }
}

export function str(body: Body, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The string fields `keys` of `body`, or the 400 {errors: {key: 'required'}} that names every missing one. */
export function requiredStrings<K extends string>(body: Body, keys: readonly K[]): Record<K, string> | Response {
  const values = Object.fromEntries(keys.map((k) => [k, str(body, k)])) as Record<K, string>;
  const missing = keys.filter((k) => !values[k]);
  return missing.length ? validationError(Object.fromEntries(missing.map((k) => [k, 'required']))) : values;
}

export function int(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
}

type ResolverArgs<P extends PathParams> = Parameters<HttpResponseResolver<P, DefaultBodyType>>[0];
type MemberResolver<P extends PathParams> = (
  args: ResolverArgs<P> & { member: DbMember; token: string },
) => ReturnType<HttpResponseResolver<P, DefaultBodyType>>;

/**
 * Bearer-token guard: resolves the member or answers the catalogue's 401 (invalid_token,
 * token_expired, user_locked, errcode 1000).
 */
export function withMember<P extends PathParams = PathParams>(resolver: MemberResolver<P>): HttpResponseResolver<P, DefaultBodyType> {
  return (args) => {
    const check = checkToken(bearerToken(args.request));
    if (!check.ok) return failureResponse(check);
    return resolver({ ...args, member: check.member, token: check.token });
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const guarded =
  (method: Method) =>
  <P extends PathParams = PathParams>(path: string, resolver: MemberResolver<P>) =>
    http[method]<P, DefaultBodyType, DefaultBodyType>(apiUrl(path), withMember(resolver));

/**
 * The routes of a signed-in member: `memberRoute.put('/v1/account/age-range', ({ request, member }) => ...)`
 * answers `path` on API_BASE behind the bearer-token guard (withMember).
 */
export const memberRoute: Record<Method, ReturnType<typeof guarded>> = {
  get: guarded('get'),
  post: guarded('post'),
  put: guarded('put'),
  patch: guarded('patch'),
  delete: guarded('delete'),
};
