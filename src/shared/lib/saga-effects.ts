/**
 * Typed saga effects (the idea of typed-redux-saga, in our own few lines): each helper returns a
 * generator that yields redux-saga's own effect once and returns what redux-saga resolves it to, typed.
 * A saga reads a value with `yield*`:
 *
 *   const me = yield* select(selectMe);                 // typed by the selector
 *   const r = yield* apiCall(apiGetSession, id);        // ApiResult<Answer<'getSession'>>
 *   const task = yield* fork(worker, a);                // Task
 *
 * `yield*` delegates: the saga still yields the very effect objects redux-saga's own creators make (a
 * test stepping a saga with `gen.next(value)` sees the same effects and feeds values the same way).
 * `all` and `race` take these helpers (or plain effects, e.g. `delay`) and type their results.
 *
 * The features import them from `@/store/effects` (whose `select` and `getContext` know the store);
 * api/ and shared/ import them from here. `put`, `delay`, `takeEvery`, `takeLatest`, `takeLeading`,
 * `debounce` and `cancel` stay redux-saga's own: nobody reads their value.
 */
import type { Action, Buffer, Channel, TakeableChannel, Task } from 'redux-saga';
import * as E from 'redux-saga/effects';

/** A saga: a generator of effects. Its next type is `unknown`: what a `yield` reads is typed by the helper. */
export type SagaGen<R = void> = Generator<unknown, R, unknown>;

/** One effect `E` whose value is `R`: `yield*` it for the value; `.effect` is the raw effect (for all/race). */
export interface Effected<R, Eff = unknown> extends Generator<Eff, R, unknown> {
  readonly effect: Eff;
}

/**
 * The one place a yielded value gets its type: redux-saga resolves `effect` to `R` (its own contract for
 * each kind of effect). Build a new typed helper on it; a saga never calls it.
 */
export function effected<R, Eff = unknown>(effect: Eff): Effected<R, Eff> {
  function* once(): Generator<Eff, R, unknown> {
    const value: unknown = yield effect;
    return value as R;
  }
  return Object.assign(once(), { effect });
}

/** What calling `fn` resolves to in a saga: a generator's return value, a promise's value, or the value. */
type Resolved<T> = T extends Iterator<unknown, infer R, never> ? R : Awaited<T>;
type Fn = (...args: never[]) => unknown;

export function call<F extends Fn>(fn: F, ...args: Parameters<F>): Effected<Resolved<ReturnType<F>>, E.CallEffect>;
export function call<Ctx, F extends (this: Ctx, ...args: never[]) => unknown>(
  ctxAndFn: [Ctx, F],
  ...args: Parameters<F>
): Effected<Resolved<ReturnType<F>>, E.CallEffect>;
export function call(fn: unknown, ...args: unknown[]) {
  return effected((E.call as (...a: unknown[]) => E.CallEffect)(fn, ...args));
}

/** A selector over the state `S` (the features' `select` in @/store/effects checks it against RootState). */
export function select<S, Args extends unknown[], R>(selector: (state: S, ...args: Args) => R, ...args: Args) {
  return effected<R, E.SelectEffect>(E.select(selector as (state: unknown, ...a: unknown[]) => R, ...args));
}

/** An RTK action creator (or anything with `type` and a `match` guard): take waits for its actions. */
interface Matcher<A extends Action> {
  type: string;
  match(action: unknown): action is A;
}
const isMatcher = (p: unknown): p is Matcher<Action> =>
  typeof p === 'function' && typeof (p as { match?: unknown }).match === 'function' && typeof (p as { type?: unknown }).type === 'string';

/**
 * `take(creator)` waits for that creator's action and types it (the effect is `take(creator.type)`);
 * `take(channel)` returns the channel's item; `take(guard)` the guarded action; `take(pattern)` (a type, a
 * predicate, a list) an Action.
 */
export function take<A extends Action>(creator: Matcher<A>): Effected<A, E.TakeEffect>;
export function take<T>(channel: TakeableChannel<T>): Effected<T, E.ChannelTakeEffect<T>>;
export function take<A extends Action>(guard: (action: Action) => action is A): Effected<A, E.TakeEffect>;
export function take(pattern?: E.ActionPattern): Effected<Action, E.TakeEffect>;
export function take(p?: unknown): Effected<unknown, E.TakeEffect | E.ChannelTakeEffect<unknown>> {
  return effected((E.take as (p?: unknown) => E.TakeEffect)(isMatcher(p) ? p.type : p));
}

export function actionChannel<A extends Action>(creator: Matcher<A>, buffer?: Buffer<Action>): Effected<Channel<A>, E.ActionChannelEffect>;
export function actionChannel(pattern: E.ActionPattern, buffer?: Buffer<Action>): Effected<Channel<Action>, E.ActionChannelEffect>;
export function actionChannel(p: unknown, buffer?: Buffer<Action>) {
  return effected(E.actionChannel((isMatcher(p) ? p.type : p) as E.ActionPattern, buffer));
}

export function fork<F extends Fn>(fn: F, ...args: Parameters<F>): Effected<Task, E.ForkEffect> {
  return effected((E.fork as (...a: unknown[]) => E.ForkEffect)(fn, ...args));
}

export function spawn<F extends Fn>(fn: F, ...args: Parameters<F>): Effected<Task, E.ForkEffect> {
  return effected((E.spawn as (...a: unknown[]) => E.ForkEffect)(fn, ...args));
}

export function join(task: Task): Effected<unknown, E.JoinEffect>;
export function join(tasks: Task[]): Effected<unknown[], E.JoinEffect>;
export function join(t: Task | Task[]) {
  return effected(E.join(t as Task));
}

export const cancelled = () => effected<boolean, E.CancelledEffect>(E.cancelled());

/** What an entry of all/race resolves to: a typed helper's value; a plain effect's is unknown. */
type ValueOf<X> = X extends Effected<infer R, unknown> ? R : unknown;
const rawEffect = (x: unknown): unknown => (x !== null && typeof x === 'object' && 'effect' in x ? x.effect : x);

/** Runs the effects together: their values, in the same array places or object keys. */
export function all<const T extends readonly unknown[]>(
  effects: T,
): Effected<{ -readonly [K in keyof T]: ValueOf<T[K]> }, E.AllEffect<unknown>>;
export function all<T extends Record<string, unknown>>(effects: T): Effected<{ [K in keyof T]: ValueOf<T[K]> }, E.AllEffect<unknown>>;
export function all(effects: readonly unknown[] | Record<string, unknown>) {
  return effected(
    Array.isArray(effects)
      ? E.all(effects.map(rawEffect))
      : E.all(Object.fromEntries(Object.entries(effects).map(([k, v]) => [k, rawEffect(v)]))),
  );
}

/** The first effect to finish wins: its key holds its value, the others are undefined. */
export function race<T extends Record<string, unknown>>(effects: T): Effected<{ [K in keyof T]?: ValueOf<T[K]> }, E.RaceEffect<unknown>> {
  return effected(E.race(Object.fromEntries(Object.entries(effects).map(([k, v]) => [k, rawEffect(v)]))));
}

/** A getContext typed by the context's declaration `C` (key -> what the store puts there). */
export function contextOf<C>() {
  return <K extends keyof C & string>(key: K) => effected<C[K], E.GetContextEffect>(E.getContext(key));
}

/**
 * A module's per-store state, kept in the saga context, never in module scope (a second store, e.g. the
 * next test's, or the sagas started again after `stopSagas()`, start with fresh state). The module's root
 * saga runs `yield* state.provide()` before its watchers (every task it forks or calls inherits the
 * context); any of them reads it with `const s = yield* state.get()`.
 */
export function storeLocal<T>(key: string, create: () => T) {
  return {
    provide: () => effected<void, E.SetContextEffect<Record<string, T>>>(E.setContext({ [key]: create() })),
    get: () => effected<T, E.GetContextEffect>(E.getContext(key)),
  };
}
