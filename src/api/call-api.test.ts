/**
 * The error catalogue (A §8): one test per row, API-01 to API-15, against the demo API through msw.
 * Each test runs a real saga in the real store and asserts on state, navigation and what the caller got.
 */
import { http, HttpResponse, delay } from 'msw';
import { cancel } from 'redux-saga/effects';
import { call, fork } from '@/shared/lib/saga-effects';
import type { Task } from 'redux-saga';
import { apiCall, handlesStatuses, type SagaGen } from './call-api';
import { getHttp, type Requester } from './http';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { apiSignIn, authenticatedState, storeForSagas } from '@/test/utils';
import { loggedOut } from '@/features/session/slice';
import { writeStoredSession } from '@/features/session/storage';
import type { RootState } from '@/store';
import type { ApiAuthJson } from '@/mocks/wire/session';
import { allowContractViolations } from '@/test/contract';

/** A probe call: GET /v1/session with an optional forced scenario. */
const apiProbe = (req: Requester, scenario?: string, method: 'GET' | 'POST' = 'GET') =>
  req<{ token: string }>({ method, url: '/v1/session', params: { id: 0 }, headers: scenario ? { 'x-demo-scenario': scenario } : {} });

async function signedInStore(over: Partial<RootState['session']> = {}) {
  const auth: ApiAuthJson = await apiSignIn('sofia');
  const ctx = storeForSagas(authenticatedState(auth, over));
  return { ...ctx, auth };
}

/** Runs a saga to completion, then lets the sagas it woke (logout, navigation) settle. */
async function run<T>(store: ReturnType<typeof storeForSagas>['store'], saga: () => Generator<unknown, T, unknown>): Promise<T> {
  const result = (await store.runSaga(saga).toPromise()) as T;
  await new Promise((r) => setTimeout(r, 10));
  return result;
}

const probe = (scenario?: string, method?: 'GET' | 'POST') =>
  function* probeSaga() {
    return yield* apiCall(apiProbe, scenario, method);
  };

function countLoggedOut(store: ReturnType<typeof storeForSagas>['store']) {
  let n = 0;
  store.subscribe(() => undefined);
  const orig = store.dispatch;
  return {
    get count() {
      return n;
    },
    watch() {
      // Count loggedOut actions through a listener saga-free spy on the reducer's output.
      let prev = store.getState().session.status;
      store.subscribe(() => {
        const now = store.getState().session.status;
        if (prev !== 'anonymous' && now === 'anonymous') n += 1;
        prev = now;
      });
      return orig;
    },
  };
}

describe('callApi: the error catalogue', () => {
  // The catalogue is probed on paths of its own (/v1/probe-*), not operations of the contract.
  beforeEach(() => allowContractViolations('request', 'the error catalogue is probed on paths of its own (/v1/probe-*)'));

  it('[API-01] sends the bearer token on member calls and none on token-less calls', async () => {
    const { store, auth } = await signedInStore();
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/v1/probe-auth'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const withToken = (req: Requester) => req({ method: 'GET', url: '/v1/probe-auth' });
    const withoutToken = (req: Requester) => req({ method: 'GET', url: '/v1/probe-auth', withToken: false });
    await run(store, function* s() {
      yield* apiCall(withToken);
      yield* apiCall(withoutToken);
    });
    expect(seen).toEqual([`Bearer ${auth.token}`, null]);
  });

  it('[API-01] a member call asked for without a session is never sent tokenless; an entry call goes without one', async () => {
    const { store } = storeForSagas();
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/v1/probe-auth'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const member = (req: Requester) => req({ method: 'GET', url: '/v1/probe-auth' });
    const entry = (req: Requester) => req({ method: 'GET', url: '/v1/probe-auth', withToken: 'optional' });
    const results: unknown[] = [];
    await run(store, function* s() {
      results.push(yield* apiCall(member));
      results.push(yield* apiCall(entry));
    });
    expect(results[0]).toEqual({ kind: 'handled', status: 401 });
    expect(results[1]).toMatchObject({ kind: 'ok', status: 200 });
    // Only the entry call reached the server, without a token; nothing was dispatched for the first.
    expect(seen).toEqual([null]);
    expect(store.getState().shell.alert).toBeNull();
  });

  it('[API-02] accepts 200, 201, 400, 401, 402, 403, 404 and 500 as answers, anything else as invalid', async () => {
    const { store } = await signedInStore();
    const statuses = [200, 201, 400, 401, 402, 403, 404, 500, 418];
    const results: string[] = [];
    for (const status of statuses) {
      server.use(http.get(apiUrl('/v1/probe-status'), () => HttpResponse.json({ error: 'x' }, { status })));
      const r = await run(store, function* s() {
        return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-status' }));
      });
      results.push(`${status}:${r.kind}`);
    }
    expect(results).toEqual([
      '200:ok',
      '201:ok',
      '400:badRequest',
      '401:null',
      '402:handled',
      '403:ok',
      '404:handled',
      '500:handled',
      '418:handled',
    ]);
  });

  it('[API-03] passes 200, 201 and 403 answers on to the caller with their data', async () => {
    const { store } = await signedInStore();
    const r200 = await run(store, probe());
    expect(r200).toMatchObject({ kind: 'ok', status: 200 });
    expect((r200 as { data: { token: string } }).data.token).toBeTruthy();
    const r403 = await run(store, probe('403'));
    expect(r403).toMatchObject({ kind: 'ok', status: 403, data: { error: 'forbidden' } });
    server.use(http.get(apiUrl('/v1/probe-201'), () => HttpResponse.json({ created: 1 }, { status: 201 })));
    const r201 = await run(store, function* s() {
      return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-201' }));
    });
    expect(r201).toEqual({ kind: 'ok', status: 201, data: { created: 1 } });
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('[API-04] a 400 token_invalid logs out and goes home; any other 400 is handed to the caller', async () => {
    const { store, nav } = await signedInStore();
    const other = await run(store, probe('400'));
    expect(other).toEqual({ kind: 'badRequest', status: 400, data: { error: 'bad_request' } });
    expect(store.getState().session.status).toBe('authenticated');
    const r = await run(store, probe('token_invalid'));
    expect(r.kind).toBe('handled');
    expect(store.getState().session.status).toBe('anonymous');
    expect(nav.history.at(-1)).toBe('/');
  });

  it('[API-05] a 401 token_expired re-logs in through /relog with the recovery token, then repeats the request', async () => {
    const { store, auth } = await signedInStore();
    const relogBodies: unknown[] = [];
    let probeCalls = 0;
    server.use(
      http.post(apiUrl('/relog'), async ({ request }) => {
        relogBodies.push(await request.clone().json());
        return undefined; // fall through to the demo API's real /relog
      }),
      http.get(apiUrl('/v1/probe-expiring'), ({ request }) => {
        probeCalls += 1;
        return request.headers.get('authorization') === `Bearer ${auth.token}`
          ? HttpResponse.json({ error: 'token_expired' }, { status: 401 })
          : HttpResponse.json({ fine: true });
      }),
    );
    const r = await run(store, function* s() {
      return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-expiring' }));
    });
    expect(r).toEqual({ kind: 'ok', status: 200, data: { fine: true } });
    expect(relogBodies).toEqual([{ recovery_token: auth.recovery_token }]);
    expect(probeCalls).toBe(2);
    expect(store.getState().session.token).not.toBe(auth.token);
  });

  it('[API-05] N concurrent token_expired answers cause exactly one /relog, then each request is repeated once', async () => {
    const { store, auth } = await signedInStore();
    let relogs = 0;
    const calls = new Map<number, number>();
    server.use(
      http.post(apiUrl('/relog'), async () => {
        relogs += 1;
        await delay(30);
        return undefined;
      }),
      http.get(apiUrl('/v1/probe-n/:n'), ({ request, params }) => {
        const n = Number(params.n);
        calls.set(n, (calls.get(n) ?? 0) + 1);
        return request.headers.get('authorization') === `Bearer ${auth.token}`
          ? HttpResponse.json({ error: 'token_expired' }, { status: 401 })
          : HttpResponse.json({ n });
      }),
    );
    const N = 5;
    const results = await run(store, function* s() {
      const tasks: Task[] = [];
      for (let i = 0; i < N; i += 1) {
        tasks.push(
          yield* fork(function* one(): SagaGen<unknown> {
            return yield* apiCall((req: Requester) => req({ method: 'GET', url: `/v1/probe-n/${i}` }));
          }),
        );
      }
      const out: unknown[] = [];
      for (const t of tasks) out.push(yield* call(() => t.toPromise()));
      return out;
    });
    expect(relogs).toBe(1);
    expect(results).toEqual(Array.from({ length: N }, (_, n) => ({ kind: 'ok', status: 200, data: { n } })));
    expect([...calls.values()]).toEqual(Array(N).fill(2));
  });

  it('[API-05] a token_expired that comes back after the relog is over (its request went out with the old token) is repeated with the fresh token: no second /relog', async () => {
    const { store, auth } = await signedInStore();
    let relogs = 0;
    server.use(
      http.post(apiUrl('/relog'), () => {
        relogs += 1;
        return undefined;
      }),
      http.get(apiUrl('/v1/probe-slow/:ms'), async ({ request, params }) => {
        await delay(Number(params.ms));
        return request.headers.get('authorization') === `Bearer ${auth.token}`
          ? HttpResponse.json({ error: 'token_expired' }, { status: 401 })
          : HttpResponse.json({ ms: Number(params.ms) });
      }),
    );
    const results = await run(store, function* s() {
      // Both go out with the expired token; the slow one's answer arrives once the quick one's relog is done.
      const quick = yield* fork(function* one(): SagaGen<unknown> {
        return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-slow/0' }));
      });
      const slow = yield* fork(function* two(): SagaGen<unknown> {
        return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-slow/400' }));
      });
      return [yield* call(() => quick.toPromise()), yield* call(() => slow.toPromise())];
    });
    expect(results).toEqual([
      { kind: 'ok', status: 200, data: { ms: 0 } },
      { kind: 'ok', status: 200, data: { ms: 400 } },
    ]);
    expect(relogs).toBe(1);
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('[API-05] a token another tab stored by its relog while this one waited is adopted: no second /relog', async () => {
    const { store, auth } = await signedInStore();
    // The other tab's relog already handed out a fresh token and stored it where the tabs share the session.
    const other = await apiSignIn('sofia');
    writeStoredSession({ token: other.token, recovery_token: other.recovery_token ?? null });
    let relogs = 0;
    server.use(
      http.post(apiUrl('/relog'), () => {
        relogs += 1;
        return undefined;
      }),
      http.get(apiUrl('/v1/probe-expiring'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${auth.token}`
          ? HttpResponse.json({ error: 'token_expired' }, { status: 401 })
          : HttpResponse.json({ fine: true }),
      ),
    );
    const r = await run(store, function* s() {
      return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-expiring' }));
    });
    expect(r).toEqual({ kind: 'ok', status: 200, data: { fine: true } });
    expect(relogs).toBe(0);
    expect(store.getState().session.token).toBe(other.token);
  });

  it('[API-06] without a stored recovery token, a token_expired logs out once and rejects every waiting request', async () => {
    const { store } = await signedInStore({ recoveryToken: null });
    const counter = countLoggedOut(store);
    counter.watch();
    const results = await run(store, function* s() {
      const tasks: Task[] = [];
      for (let i = 0; i < 3; i += 1) tasks.push(yield* fork(probe('token_expired')));
      const out: unknown[] = [];
      for (const t of tasks) out.push(yield* call(() => t.toPromise()));
      return out;
    });
    expect(results).toEqual(Array(3).fill({ kind: 'handled', status: 401 }));
    expect(counter.count).toBe(1);
  });

  it('[API-06] a failed /relog logs out exactly once; token_expired again on the repeat logs out too', async () => {
    const { store, nav } = await signedInStore();
    const counter = countLoggedOut(store);
    counter.watch();
    server.use(http.post(apiUrl('/relog'), () => HttpResponse.json({ error: 'invalid_token' }, { status: 401 })));
    const results = await run(store, function* s() {
      const a = yield* fork(probe('token_expired'));
      const b = yield* fork(probe('token_expired'));
      return [yield* call(() => a.toPromise()), yield* call(() => b.toPromise())];
    });
    expect(results).toEqual([
      { kind: 'handled', status: 401 },
      { kind: 'handled', status: 401 },
    ]);
    expect(counter.count).toBe(1);
    expect(nav.history.at(-1)).toBe('/');

    // The repeat itself answers 401: logout.
    const second = await signedInStore();
    server.resetHandlers();
    const r = await run(second.store, probe('token_expired')); // the header forces 401 on the repeat as well
    expect(r).toEqual({ kind: 'handled', status: 401 });
    expect(second.store.getState().session.status).toBe('anonymous');
  });

  it('[API-01][API-05] POST /relog carries the bearer token (the one that expired)', async () => {
    const { store, auth } = await signedInStore();
    const seen: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/relog'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return undefined;
      }),
    );
    await run(store, probe('token_expired'));
    expect(seen).toEqual([`Bearer ${auth.token}`]);
  });

  it('[API-09][API-05] after a relog, another 401 on the repeated request is a null result like any other: the session stays', async () => {
    const { store, auth } = await signedInStore();
    server.use(
      http.get(apiUrl('/v1/probe-repeat'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${auth.token}`
          ? HttpResponse.json({ error: 'token_expired' }, { status: 401 })
          : HttpResponse.json({ error: 'unauthorized' }, { status: 401 }),
      ),
    );
    const r = await run(store, function* s() {
      return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-repeat' }));
    });
    expect(r).toEqual({ kind: 'null', status: 401, data: { error: 'unauthorized' } });
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('[API-07][API-05] after a relog, a session-ending 401 on the repeated request logs out and goes home', async () => {
    const { store, auth, nav } = await signedInStore();
    server.use(
      http.get(apiUrl('/v1/probe-repeat'), ({ request }) =>
        request.headers.get('authorization') === `Bearer ${auth.token}`
          ? HttpResponse.json({ error: 'token_expired' }, { status: 401 })
          : HttpResponse.json({ error: 'user_locked' }, { status: 401 }),
      ),
    );
    const r = await run(store, function* s() {
      return yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-repeat' }));
    });
    expect(r.kind).toBe('handled');
    expect(store.getState().session.status).toBe('anonymous');
    expect(nav.history.at(-1)).toBe('/');
  });

  it('[API-05] /relog itself never triggers a relog', async () => {
    const { store } = await signedInStore();
    let relogs = 0;
    server.use(
      http.post(apiUrl('/relog'), () => {
        relogs += 1;
        return HttpResponse.json({ error: 'token_expired' }, { status: 401 });
      }),
    );
    await run(store, probe('token_expired'));
    expect(relogs).toBe(1);
    expect(store.getState().session.status).toBe('anonymous');
  });

  it.each(['user_locked', 'invalid_token', 'user_not_found'])('[API-07] a 401 %s logs out and goes home', async (scenario) => {
    const { store, nav } = await signedInStore();
    const r = await run(store, probe(scenario));
    expect(r.kind).toBe('handled');
    expect(store.getState().session.status).toBe('anonymous');
    expect(nav.history.at(-1)).toBe('/');
  });

  it('[API-08] a 401 errcode 1000 logs out and goes to the e-mail-locked page with the e-mail', async () => {
    const { store, nav } = await signedInStore();
    server.use(http.get(apiUrl('/v1/probe-locked'), () => HttpResponse.json({ errcode: 1000, email: 'ana@x.com' }, { status: 401 })));
    await run(store, function* s() {
      yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-locked' }));
    });
    expect(store.getState().session.status).toBe('anonymous');
    expect(nav.history.at(-1)).toBe('/locked/ana%40x.com');
  });

  it('[API-09] any other 401 gives the caller a null result and keeps the session', async () => {
    const { store } = await signedInStore();
    const r = await run(store, probe('unauthorized'));
    expect(r).toEqual({ kind: 'null', status: 401, data: { error: 'unauthorized' } });
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('[API-10] a 402 opens the paywall (RM for GET, SM for POST); cant_buy adds the one-purchase flag', async () => {
    const { store, nav } = await signedInStore();
    await run(store, probe('402'));
    expect(nav.history.at(-1)).toBe('/dashboard-recent?modal=pay-wall&id=RM');
    // A 402 while the paywall is open does not stack a second one; cant_buy adds its notice to it.
    const depth = nav.history.length;
    await run(store, probe('cant_buy', 'POST'));
    expect(nav.history).toHaveLength(depth);
    expect(nav.history.at(-1)).toBe('/dashboard-recent?modal=pay-wall&id=RM&cantBuy=1');
    // With the paywall closed, a POST's 402 opens it as SM.
    nav.back();
    await run(store, probe('cant_buy', 'POST'));
    expect(nav.history.at(-1)).toBe('/dashboard-recent?modal=pay-wall&id=SM&cantBuy=1');
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('[API-11] a 404 logs out', async () => {
    const { store } = await signedInStore();
    const r = await run(store, probe('404'));
    expect(r.kind).toBe('handled');
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('[API-12] a 500 sets the server-error flag and shows /server-error', async () => {
    const { store, nav } = await signedInStore();
    await run(store, probe('500'));
    expect(store.getState().shell.serverError).toBe(true);
    expect(nav.history.at(-1)).toBe('/server-error');
  });

  it('[API-13] any other status shows the alert INVALID STATUS: {status}', async () => {
    const { store } = await signedInStore();
    await run(store, probe('418'));
    expect(store.getState().shell.alert?.text).toEqual({ key: 'invalidStatus', values: { status: 418 } });
  });

  it('[API-12] [API-13] a call that declares statuses it handles itself gets them as "refused"; the catalogue still applies to the rest', async () => {
    const apiOwnProbe = handlesStatuses((req: Requester, scenario?: string) => apiProbe(req, scenario), [500, 418]);
    const own = (scenario: string) =>
      function* ownSaga() {
        return yield* apiCall(apiOwnProbe, scenario);
      };
    const { store, nav } = await signedInStore();
    const before = [...nav.history];
    expect(await run(store, own('500'))).toMatchObject({ kind: 'refused', status: 500 });
    expect(await run(store, own('418'))).toMatchObject({ kind: 'refused', status: 418 });
    expect(store.getState().shell.serverError).toBe(false);
    expect(store.getState().shell.alert).toBeNull();
    expect(nav.history).toEqual(before);
    expect((await run(store, own('404'))).kind).toBe('handled');
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('[API-14] a network failure is ignored: no logout, no alert, no navigation', async () => {
    const { store, nav } = await signedInStore();
    const before = [...nav.history];
    const r = await run(store, probe('network'));
    expect(r).toEqual({ kind: 'network' });
    expect(store.getState().session.status).toBe('authenticated');
    expect(store.getState().shell.alert).toBeNull();
    expect(nav.history).toEqual(before);
  });

  it('[HOUSE] aborts the HTTP request when the calling saga is cancelled (takeLatest)', async () => {
    const { store } = await signedInStore();
    const httpClient = await getHttp();
    const request = jest.spyOn(httpClient, 'request');
    server.use(
      http.get(apiUrl('/v1/probe-slow'), async () => {
        await delay(500);
        return HttpResponse.json({ late: true });
      }),
    );
    await run(store, function* s() {
      const t = yield* fork(function* slow() {
        yield* apiCall((req: Requester) => req({ method: 'GET', url: '/v1/probe-slow' }));
      });
      yield* call(() => new Promise((r) => setTimeout(r, 50)));
      yield cancel(t);
      yield* call(() => new Promise((r) => setTimeout(r, 50)));
    });
    const signal = request.mock.calls[0]?.[0].signal as AbortSignal;
    expect(signal.aborted).toBe(true);
    request.mockRestore();
  });

  it('[HOUSE] logout resets every slice but the location list', async () => {
    const { store } = await signedInStore();
    store.dispatch({ type: 'locations/locationsLoaded', payload: [{ id: 1, name: 'X', cities: [] }] });
    store.dispatch(loggedOut());
    expect(store.getState().session.me).toBeNull();
    expect(store.getState().locations.provinces).toHaveLength(1);
  });
});
