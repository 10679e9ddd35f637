/**
 * callApi: the saga helper every API call goes through. The error catalogue of A §8 (API-01 to API-15)
 * lives here and nowhere else.
 *
 *   200, 201, 403          -> { kind: 'ok' }            passed on to the caller; a 403's body is unstated
 *                             (`unknown`), and only 200/201 is a success (isSuccess)
 *   400 token_invalid      -> logout, home             { kind: 'handled' }
 *   400 other              -> { kind: 'badRequest' }    handed to the caller
 *   401 token_expired      -> one /relog for any number of concurrent calls (of every open tab: under a Web
 *                             Lock, a tab adopts the tokens another tab's relog stored meanwhile; a call sent
 *                             with a token the tab has since replaced is just repeated with the new one), then each
 *                             call repeated once; no recovery token, a failed relog or token_expired again on
 *                             the repeat -> logout; any other answer to the repeat goes through this catalogue
 *   401 user_locked, invalid_token, user_not_found -> logout, home
 *   401 errcode 1000       -> logout, /locked/:mail (the answer's e-mail, the typed one, the member's; else /locked)
 *   401 other              -> { kind: 'null' }          the caller sets its hasError flag
 *   402                    -> paywall (cant_buy: one-purchase notice)
 *   404                    -> logout
 *   500                    -> server-error flag and screen
 *   other status           -> alert 'INVALID STATUS: {status}'
 *   network failure        -> { kind: 'network' }       ignored (callers just stop loading)
 *   no session (no token)  -> { kind: 'handled' }       not sent: a call that needs the session (TokenUse)
 *
 * A saga cancelled while its call runs (e.g. by takeLatest) aborts the HTTP request.
 */
import type { AxiosResponse } from 'axios';
import { put, type CallEffect } from 'redux-saga/effects';
import { call, cancelled, contextOf, select, spawn, type Effected, type SagaGen } from '@/shared/lib/saga-effects';
import { sagaLock } from '@/shared/lib/saga-lock';
import { isRecord, str } from '@/shared/lib/wire';
import type { ApiErrorJson } from './contract';
import { makeRequester, NoSessionError, responseOf, type ApiFn, type Requester } from './http';
import { apiRelog } from './session';
import type { Action } from '@reduxjs/toolkit';

export type { SagaGen };

/**
 * A call's outcome. `ok` carries the 200/201 answer typed by the contract (T) and, passed on untouched
 * (API-03), a 403, whose body the contract leaves unstated: `unknown` to the compiler, so a caller reads
 * it through the wire readers and never mistakes it for the success (`isSuccess`).
 */
export type ApiResult<T> =
  | { kind: 'ok'; status: 200 | 201; data: T }
  | { kind: 'ok'; status: 403; data: unknown }
  | { kind: 'badRequest'; status: 400; data: ApiErrorJson }
  | { kind: 'null'; status: 401; data: ApiErrorJson }
  | { kind: 'handled'; status: number }
  | { kind: 'network' }
  /** A status the call handles itself (declared with `handlesStatuses`), passed on untouched. */
  | { kind: 'refused'; status: number; data: ApiErrorJson };

/** The contract's success (200 or 201): its answer typed T. A 403 passed on as `ok` is a refusal, never one. */
export function isSuccess<T>(r: ApiResult<T>): r is { kind: 'ok'; status: 200 | 201; data: T } {
  return r.kind === 'ok' && r.status !== 403;
}

/** Statuses an API function handles itself, instead of the catalogue's rule for them. */
const OWN_STATUSES = new WeakMap<object, readonly number[]>();

/**
 * Declares statuses an API function's caller handles itself: the catalogue passes them on as
 * `{ kind: 'refused' }` instead of applying its rule (e.g. an upload's 413 and 500 keep the edited photo
 * for a retry instead of opening the server-error screen). Every other status goes through the catalogue.
 */
export function handlesStatuses<F extends ApiFn<never[], unknown>>(fn: F, statuses: readonly number[]): F {
  OWN_STATUSES.set(fn, statuses);
  return fn;
}

/**
 * What the catalogue needs from the rest of the app, without importing it (layers point down: the
 * app wires the session and shell features in, src/app/store/api-ports.ts): where the tokens are, and
 * the action each outcome dispatches.
 */
export interface ApiPorts {
  selectToken(state: unknown): string | null;
  selectRecoveryToken(state: unknown): string | null;
  /** The signed-in member's e-mail (the session's `me.email`), or null: where a 401 errcode 1000 without one goes. */
  selectMemberEmail(state: unknown): string | null;
  /** The tokens the app's tabs share in storage (null when none): another tab's relog lands there. */
  storedTokens(): { token: string; recoveryToken: string | null } | null;
  /** Ends the session; `to` is where the member goes (default: the logout's own destination). */
  sessionEnded(to?: string): Action;
  tokensRefreshed(tokens: { token: string; recoveryToken: string }): Action;
  paymentRequired(p: { type: 'SM' | 'RM'; cantBuy: boolean }): Action;
  serverFailed(): Action;
  unexpectedStatus(status: number): Action;
}

/** For calls that carry the member's e-mail (login): where a 401 errcode 1000 takes it from when the answer has none. */
const LOCKED_EMAIL = new WeakMap<object, (args: unknown[]) => string | undefined>();

/**
 * Declares where a call's own e-mail is among its arguments: a 401 errcode 1000 goes to /locked/:mail with
 * the answer's `email`, and, when the answer has none (the contract: "where the e-mail comes from is not
 * stated"), with the e-mail the member typed for this call.
 */
export function lockedEmailFrom<Args extends unknown[], T>(fn: ApiFn<Args, T>, pick: (...args: Args) => string): ApiFn<Args, T> {
  LOCKED_EMAIL.set(fn, (args) => pick(...(args as Args)));
  return fn;
}

/** Per-store API state, provided through saga context 'api' (tests get a fresh one per store). */
export interface ApiContext {
  relog: Promise<string | null> | null;
  ports: ApiPorts;
}
export const createApiContext = (ports: ApiPorts): ApiContext => ({ relog: null, ports });

/** What the app puts in the saga context for this module (the store's SagaContext includes it). */
export interface ApiSagaContext {
  api: ApiContext;
}
const getContext = contextOf<ApiSagaContext>();

function* ports(): SagaGen<ApiPorts> {
  return (yield* getContext('api')).ports;
}

const SESSION_ENDS_401 = new Set(['user_locked', 'invalid_token', 'user_not_found']);

/** The e-mail-locked page (A §2 /locked/:mail; PATHS.LOCKED above this layer). */
const LOCKED_PATH = '/locked';

/** `noSession`: the call needs the session and there was none, so it was never sent (see TokenUse). */
type Raw<T> = { res: AxiosResponse<T | ApiErrorJson> | null; method: string; network: boolean; noSession?: boolean };

/** The answer's body as the catalogue reads it (the contract's error schemas); anything but an object is none. */
function errorBody(res: AxiosResponse<unknown>): ApiErrorJson {
  const d = res.data;
  return isRecord(d) ? d : {};
}

function* attempt(fn: ApiFn<unknown[], unknown>, args: unknown[], token: string | null): SagaGen<Raw<unknown>> {
  const controller = new AbortController();
  let method = 'GET';
  const base = makeRequester(token, controller.signal);
  const req: Requester = (c) => {
    method = (c.method ?? 'GET').toUpperCase();
    return base(c);
  };
  try {
    const res = yield* call(fn, req, ...args);
    return { res, method, network: false };
  } catch (e) {
    if (e instanceof NoSessionError) return { res: null, method, network: false, noSession: true };
    const res = responseOf(e);
    if (res) return { res, method, network: false };
    return { res: null, method, network: true };
  } finally {
    if (yield* cancelled()) controller.abort();
  }
}

/** The Web Lock a tab holds while it relogs: the other tabs wait, then adopt its tokens (issue 33). */
export const RELOG_LOCK = 'flechazo-relog';

/** Runs the relog on its own (spawned) task so a cancelled caller cannot leave the others hanging. */
function* relogTask(resolve: (token: string | null) => void): SagaGen {
  let token: string | null = null;
  let release: () => void = () => {};
  const p = yield* call(ports);
  try {
    const expired = yield* select(p.selectToken);
    release = yield* call(sagaLock, RELOG_LOCK);
    // Another tab relogged while this one waited for the lock: its fresh tokens are stored; no second relog.
    const stored = p.storedTokens();
    if (stored && stored.token !== expired) {
      token = stored.token;
      yield put(p.tokensRefreshed({ token: stored.token, recoveryToken: stored.recoveryToken ?? '' }));
      return;
    }
    const recovery = yield* select(p.selectRecoveryToken);
    // API-01: every call carries the bearer token, /relog too (the one that expired: `expired` above).
    if (recovery) {
      const r = yield* call(attempt, apiRelog as ApiFn<unknown[], unknown>, [recovery], expired);
      // The contract states no field of relog's answer: the tokens are read where the login's answer has them.
      const data = isRecord(r.res?.data) ? r.res.data : {};
      const fresh = str(data.token);
      if (r.res?.status === 200 && fresh) {
        token = fresh;
        const nextRecovery = typeof data.recovery_token === 'string' ? data.recovery_token : recovery;
        yield put(p.tokensRefreshed({ token: fresh, recoveryToken: nextRecovery }));
      }
    }
    if (!token) yield put(p.sessionEnded());
  } finally {
    release(); // the refreshed tokens are stored by now (the session saga persists them on tokensRefreshed)
    resolve(token);
  }
}

function* relogOnce(sentWith: string | null): SagaGen<string | null> {
  const ctx = yield* getContext('api');
  const current = yield* select((yield* call(ports)).selectToken);
  // (No yield between the check of ctx.relog and its setting: concurrent callers share one relog.)
  if (!ctx.relog) {
    // The call went out with a token this tab has since replaced (a relog finished, here or adopted from
    // another tab, while its answer was on its way): it is repeated with the current one, no second relog.
    if (sentWith && current && current !== sentWith) return current;
    let resolve: (t: string | null) => void = () => {};
    const p = new Promise<string | null>((r) => {
      resolve = r;
    });
    ctx.relog = p;
    void p.then(() => {
      if (ctx.relog === p) ctx.relog = null;
    });
    yield* spawn(relogTask, resolve);
  }
  return yield* call(() => ctx.relog as Promise<string | null>);
}

function* classify<T>(raw: Raw<unknown>, own: readonly number[] = [], typedEmail?: string): SagaGen<ApiResult<T>> {
  // Nothing was sent: the session ended (a logout, another tab's) while this saga still ran. The session
  // is already gone, so there is nothing to handle: the caller just stops, as after a handled status.
  if (raw.noSession) return { kind: 'handled', status: 401 };
  if (raw.network || !raw.res) return { kind: 'network' };
  const { status } = raw.res;
  const body = errorBody(raw.res);
  if (own.includes(status)) return { kind: 'refused', status, data: body };
  const p = yield* call(ports);
  switch (status) {
    case 200:
    case 201:
      return { kind: 'ok', status, data: raw.res.data as T };
    case 403:
      return { kind: 'ok', status, data: raw.res.data };
    case 400:
      if (body.error === 'token_invalid') {
        yield put(p.sessionEnded('/'));
        return { kind: 'handled', status };
      }
      return { kind: 'badRequest', status: 400, data: body };
    case 401:
      if (body.errcode === 1000) {
        // API-08: /locked/:mail with the e-mail. Where it comes from is not stated (Error401): the answer's
        // `email`, else the one the member typed for this call, else the signed-in member's; with none at
        // all, /locked, where the member types it (docs/api-decisions.md).
        const member = yield* select(p.selectMemberEmail);
        const email = str(body.email).trim() || typedEmail || member || '';
        yield put(p.sessionEnded(email ? `${LOCKED_PATH}/${encodeURIComponent(email)}` : LOCKED_PATH));
        return { kind: 'handled', status };
      }
      if (body.error && SESSION_ENDS_401.has(body.error)) {
        yield put(p.sessionEnded('/'));
        return { kind: 'handled', status };
      }
      return { kind: 'null', status: 401, data: body };
    case 402:
      yield put(p.paymentRequired({ type: raw.method === 'POST' ? 'SM' : 'RM', cantBuy: body.error === 'cant_buy' }));
      return { kind: 'handled', status };
    case 404:
      yield put(p.sessionEnded('/'));
      return { kind: 'handled', status };
    case 500:
      yield put(p.serverFailed());
      return { kind: 'handled', status };
    default:
      yield put(p.unexpectedStatus(status));
      return { kind: 'handled', status };
  }
}

const isTokenExpired = (raw: Raw<unknown>) => raw.res?.status === 401 && errorBody(raw.res).error === 'token_expired';

/** The saga behind apiCall (sagas use apiCall). */
export function* callApi<Args extends unknown[], T>(fn: ApiFn<Args, T>, ...args: Args): SagaGen<ApiResult<T>> {
  const p = yield* call(ports);
  const token = yield* select(p.selectToken);
  const first = yield* call(attempt, fn as ApiFn<unknown[], unknown>, args, token);
  const typedEmail = LOCKED_EMAIL.get(fn)?.(args);
  if (!isTokenExpired(first)) return yield* call(classify<T>, first, OWN_STATUSES.get(fn), typedEmail);

  const fresh = yield* call(relogOnce, token);
  if (!fresh) return { kind: 'handled', status: 401 };
  const second = yield* call(attempt, fn as ApiFn<unknown[], unknown>, args, fresh);
  // The fresh token expired at once: the relog did not help (API-06), log out. Any other answer to the
  // repeat meets the catalogue like any first answer: only its session-ending 401s log out, other
  // 401s are a null result (API-07..09).
  if (isTokenExpired(second)) {
    yield put(p.sessionEnded());
    return { kind: 'handled', status: 401 };
  }
  return yield* call(classify<T>, second, OWN_STATUSES.get(fn), typedEmail);
}

/**
 * An API call in a saga: `const r = yield* apiCall(apiGetSession, 3)` is an `ApiResult<Answer<'getSession'>>`.
 * It checks the API function's arguments; the effect it yields is `call(callApi, fn, ...args)`.
 */
export function apiCall<Args extends unknown[], T>(fn: ApiFn<Args, T>, ...args: Args): Effected<ApiResult<T>, CallEffect> {
  return call(callApi<Args, T>, fn, ...args);
}
