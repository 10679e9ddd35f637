/** The lazily loaded half of the member's PWA sagas: web push, the offline copy, analytics. */
import type { Action } from '@reduxjs/toolkit';
import { call, fork, type SagaGen, select, take } from '@/store/effects';
import { whenIdle } from '@/shared/lib/idle';
import { analyticsSaga } from './analytics-sagas';
import { pushSaga } from './push-sagas';

export function* memberSagas() {
  yield* fork(function* offlineCopyWithMessages(): SagaGen {
    // The offline copy keeps conversations, so it starts with the messages feature's first action and
    // comes in its own chunk (with the messages slice): the dashboard's first screen carries neither.
    // It reads what is already in the store when it starts. (Logout deletes the copy either way.)
    // (The messages feature is lazy: its slice is in the store, and its actions named 'messages/…', once
    // its chunk has loaded, which may have happened before this chunk did.)
    const loaded = yield* select((st: object) => 'messages' in st);
    if (!loaded) yield* take((a: Action) => a.type.startsWith('messages/'));
    const m = yield* call(() => import(/* webpackChunkName: "pwa-offline" */ './offline-sagas'));
    yield* call(m.offlineCopySaga);
  });
  // Web push asks nothing of the first screen: each member's flow waits for the browser to be idle (it
  // starts at once all the same, so that a dashboard's page requested meanwhile still counts, PWA-07).
  yield* fork(pushSaga, () => whenIdle({ fallbackMs: 500 }));
  yield* fork(analyticsSaga);
}
