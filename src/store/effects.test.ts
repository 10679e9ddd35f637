/**
 * The typed saga effects (src/store/effects.ts, src/shared/lib/saga-effects.ts). No requirement: the
 * frame every saga is written in (issue 31 item 4).
 *
 * At run time, a saga written with `yield*` yields the very effects redux-saga's own creators make and
 * reads back what it is fed. At compile time (`npm run typecheck` checks this file), each
 * `@ts-expect-error` below marks a mistake that must stay a type error: if the typing regressed (an
 * `any` in SagaGen, an untyped helper), the directive would be unused and tsc would fail.
 */
import { createAction } from '@reduxjs/toolkit';
import { channel } from 'redux-saga';
import * as E from 'redux-saga/effects';
import { callApi, isSuccess } from '@/api/call-api';
import type { Requester } from '@/api/http';
import { actionChannel, all, apiCall, call, cancelled, fork, getContext, race, select, take, type SagaGen } from './effects';
import type { RootState } from './root-reducer';

const picked = createAction<{ id: number }>('test/picked');
const countSlices = (s: RootState) => Object.keys(s).length;
const double = (n: number) => Promise.resolve(n * 2);
/** redux-saga's own call, untyped: its typings do not take a generic generator function such as callApi. */
const rawCall = E.call as (...args: unknown[]) => E.CallEffect;
const apiProbe = (req: Requester, id: number) => req<{ id: number; name: string }>({ method: 'GET', url: `/v1/probe/${id}` });

describe('typed saga effects', () => {
  it('[HOUSE] yield* yields the same effects as redux-saga, and the values fed back come out typed', () => {
    const seen: unknown[] = [];
    function* saga(): SagaGen<string> {
      const slices: number = yield* select(countSlices);
      const doubled: number = yield* call(double, slices);
      const { a, wait } = yield* race({ a: take(picked), wait: E.delay(10) });
      const [r, stop] = yield* all([apiCall(apiProbe, doubled), cancelled()]);
      seen.push(a?.payload.id, wait, stop);
      return isSuccess(r) ? r.data.name : r.kind;
    }
    const gen = saga();
    expect(gen.next().value).toEqual(E.select(countSlices));
    expect(gen.next(3).value).toEqual(E.call(double, 3));
    expect(gen.next(6).value).toEqual(E.race({ a: E.take(picked.type), wait: E.delay(10) }));
    expect(gen.next({ a: picked({ id: 7 }) }).value).toEqual(E.all([rawCall(callApi, apiProbe, 6), E.cancelled()]));
    expect(gen.next([{ kind: 'ok', status: 200, data: { id: 6, name: 'Ana' } }, false])).toEqual({ done: true, value: 'Ana' });
    expect(seen).toEqual([7, undefined, false]);
  });

  it('[HOUSE] fork, actionChannel, take(channel) and getContext yield redux-saga’s effects', () => {
    const chan = channel<number>();
    function* saga(): SagaGen<number> {
      const task = yield* fork(double, 1);
      const actions = yield* actionChannel(picked);
      const nav = yield* getContext('nav');
      const n: number = yield* take(chan);
      return task.isRunning() && actions && nav ? n : -1;
    }
    const gen = saga();
    expect(gen.next().value).toEqual(E.fork(double, 1));
    expect(gen.next({ isRunning: () => true }).value).toEqual(E.actionChannel(picked.type));
    expect(gen.next(channel()).value).toEqual(E.getContext('nav'));
    expect(gen.next({}).value).toEqual(E.take(chan));
    expect(gen.next(5)).toEqual({ done: true, value: 5 });
  });

  it('[HOUSE] a wrong type is a compile error (checked by tsc, see the @ts-expect-error lines)', () => {
    function* mistakes(): SagaGen {
      // @ts-expect-error call's value is what the function resolves to: a number is no string
      const s: string = yield* call(double, 1);
      // @ts-expect-error call checks the function's arguments
      yield* call(double, 'one');
      // @ts-expect-error select checks its selector against RootState
      yield* select((state: { nowhere: number }) => state.nowhere);
      // @ts-expect-error apiCall checks the API function's arguments
      yield* apiCall(apiProbe, 'one');
      const r = yield* apiCall(apiProbe, 1);
      // @ts-expect-error an answer's data is typed by the API function
      if (r.kind === 'ok') r.data.nowhere = 1;
      // @ts-expect-error getContext knows the saga context's keys
      yield* getContext('nowhere');
      // @ts-expect-error take(creator) types the action by its creator
      const a: { payload: string } = yield* take(picked);
      // @ts-expect-error a plain yield reads unknown: SagaGen's next type is not any
      const n: number = yield E.put(picked({ id: 1 }));
      return void [s, a, n];
    }
    expect(typeof mistakes).toBe('function');
  });
});
