/**
 * The typed saga effects for features and the app (see src/shared/lib/saga-effects.ts): read a value
 * with `yield*`, e.g. `const me = yield* select(selectMe)`, `const nav = yield* getContext('nav')`,
 * `const r = yield* apiCall(apiGetSession, id)`. Here `select` reads RootState and `getContext` knows
 * what the app puts in the saga context (src/app/store/make-store.ts: `satisfies SagaContext`).
 */
import type { ApiContext } from '@/api/call-api';
import { select as selectFrom, contextOf } from '@/shared/lib/saga-effects';
import type { BrowserServices, Navigator } from './navigation';
import type { RootState } from './root-reducer';

export { apiCall, isSuccess, type ApiResult, type SagaGen } from '@/api/call-api';
export { actionChannel, all, call, cancelled, fork, join, race, storeLocal, take, type Effected } from '@/shared/lib/saga-effects';

/** What the app puts in every saga's context. */
export interface SagaContext {
  nav: Navigator;
  browser: BrowserServices;
  api: ApiContext;
}

export const getContext = contextOf<SagaContext>();

/** `select(selector, ...args)`: the selector must accept the store's state. */
export const select = <Args extends unknown[], R>(selector: (state: RootState, ...args: Args) => R, ...args: Args) =>
  selectFrom(selector, ...args);
