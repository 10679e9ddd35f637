/**
 * The like game's side effects (GAME-02..12, API-48, API-49, OPEN-31).
 *
 * - Loading: GET /v1/juegolikes/{me}/{gender}/{city}/{ageMin}/{ageMax} (one at a time, the latest
 *   wins); the first pair shows once its pictures are decoded (or after FIRST_PAINT_WAIT_MS at most).
 * - A choice advances at once (likeGameAdvanced), then, in the background, likes the chosen member
 *   through the member-action call (POST /v1/user/{id}/like, then memberLiked so every list agrees)
 *   and reports the other as skipped (POST /v1/juegolikes/skipped {iduser: me, iduserblock: other}).
 * - An exhausted pool reloads once those calls are done (so the server leaves them out); a pool older
 *   than 10 minutes is not reused (GAME-08).
 * - Pictures: at most PRELOAD_AHEAD ahead of the current pair, PRELOAD_BATCH at a time (GAME-07).
 * - Hints: after HINT_DELAY_MS without a choice, at most MAX_HINTS per opening (GAME-06).
 */
import type { Task } from 'redux-saga';
import { delay, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { all, apiCall, call, fork, join, race, type SagaGen, select, take } from '@/store/effects';
import { apiGetLikeGame, apiLikeGameSkip } from '@/api/like-game';
import { apiUserAction } from '@/api/user-actions';
import { memberLiked, selectBlockedIds } from '@/features/lists';
import { selectMe } from '@/features/session';
import { track } from '@/shared/analytics';
import { afterNextPaint } from '@/shared/lib/idle';
import { likeGameQuery, pictureCandidates, queryKey, toGameUsers } from './mappers';
import { imagePreloader } from './preload';
import { likeGameActions, selectLikeGame, type LikeGameState } from './slice';
import type { GameUser } from './types';

/** GAME-08: a pool is reused for 10 minutes. */
export const CACHE_MS = 10 * 60 * 1000;
/** GAME-06: the first hint after 3 s without a choice; at most 3 per opening. */
export const HINT_DELAY_MS = 3000;
export const HINT_VISIBLE_MS = 2500;
export const MAX_HINTS = 3;
/** GAME-07: up to 6 pictures ahead, 3 at a time. */
export const PRELOAD_AHEAD = 6;
export const PRELOAD_BATCH = 3;
/** The first pair waits at most this long for its pictures before it shows anyway. */
export const FIRST_PAINT_WAIT_MS = 4000;

export const isFresh = (s: Pick<LikeGameState, 'loadedAt'>, now: number): boolean => s.loadedAt !== null && now - s.loadedAt < CACHE_MS;

const hasPair = (s: Pick<LikeGameState, 'users' | 'index'>): boolean => s.users.length - s.index >= 2;

/** Per-store bookkeeping of the saga: pictures being decoded, likes and skips still on the wire. */
interface Work {
  inflight: Set<number>;
  records: Set<Task>;
}

/** The next pictures to decode: inside the window ahead, not decoded nor being decoded, at most a batch. */
export function nextBatch(s: Pick<LikeGameState, 'users' | 'index' | 'srcs'>, inflight: ReadonlySet<number>): GameUser[] {
  return s.users
    .slice(s.index, s.index + PRELOAD_AHEAD)
    .filter((u) => s.srcs[u.id] === undefined && !inflight.has(u.id))
    .slice(0, PRELOAD_BATCH);
}

function* decodeBatch(work: Work, batch: GameUser[]): SagaGen {
  for (const u of batch) work.inflight.add(u.id);
  try {
    const urls = yield* all(batch.map((u) => call([imagePreloader, imagePreloader.load], pictureCandidates(u))));
    const ready: Record<number, string> = {};
    batch.forEach((u, i) => {
      const url = urls[i];
      if (url) ready[u.id] = url;
    });
    yield put(likeGameActions.likeGameImagesReady(ready));
  } finally {
    for (const u of batch) work.inflight.delete(u.id);
  }
}

/** Decodes batch after batch until the window ahead is full (GAME-07). */
function* fillWindow(work: Work): SagaGen {
  for (;;) {
    const s = yield* select(selectLikeGame);
    const batch = nextBatch(s, work.inflight);
    if (batch.length === 0) return;
    yield* call(decodeBatch, work, batch);
  }
}

function* load(work: Work): SagaGen {
  yield put(likeGameActions.likeGameLoadStarted());
  // A reload waits for the last likes and skips, so the server leaves those members out.
  if (work.records.size > 0) yield* join([...work.records]);
  const me = yield* select(selectMe);
  if (!me) {
    yield put(likeGameActions.likeGameFailed({ error: 'unauthenticated' }));
    return;
  }
  const q = likeGameQuery(me);
  const r = yield* apiCall(apiGetLikeGame, q);
  const blocked = yield* select(selectBlockedIds);
  const users = r.kind === 'ok' ? toGameUsers(r.data, q.gender, me.id, blocked) : null;
  if (!users) {
    yield put(likeGameActions.likeGameFailed({ error: 'load' }));
    return;
  }
  yield put(likeGameActions.likeGameLoaded({ users, key: queryKey(q), loadedAt: Date.now() }));
  if (users.length < 2) return;
  // The first pair's pictures (the first batch) decode before it shows, within a bound.
  const s = yield* select(selectLikeGame);
  yield* race({ done: call(decodeBatch, work, nextBatch(s, work.inflight)), timeout: delay(FIRST_PAINT_WAIT_MS) });
  yield put(likeGameActions.likeGameShown());
  yield put(likeGameActions.likeGamePreloadWanted());
}

function* like(id: number): SagaGen {
  const r = yield* apiCall(apiUserAction, id, 'like');
  if (r.kind !== 'ok') return;
  yield put(memberLiked({ id }));
  track({ event: 'like', id, source: 'like-game' });
}

function* skip(meId: number, id: number): SagaGen {
  const r = yield* apiCall(apiLikeGameSkip, meId, id);
  if (r.kind === 'ok') track({ event: 'skip', id });
}

function* record(meId: number, liked: number, skipped: number): SagaGen {
  yield* all([call(like, liked), call(skip, meId, skipped)]);
}

function* choose(work: Work, a: ReturnType<typeof likeGameActions.likeGameChoiceRequested>): SagaGen {
  const s = yield* select(selectLikeGame);
  if (s.status !== 'ready' || !hasPair(s)) return;
  const pair = s.users.slice(s.index, s.index + 2);
  const liked = pair.find((u) => u.id === a.payload.likedId);
  const skipped = pair.find((u) => u.id !== a.payload.likedId);
  if (!liked || !skipped) return; // a late tap on a pair already played
  yield put(likeGameActions.likeGameAdvanced({ liked, skipped }));
  // The put above renders the next pair; the like on the wire and the pictures ahead wait for its frame, so a
  // request or a decode never holds back the swipe's answer (issue 32: it was 137 ms at CPU 4x).
  yield* call(afterNextPaint);
  const me = yield* select(selectMe);
  if (me) {
    const task = yield* fork(record, me.id, liked.id, skipped.id);
    work.records.add(task);
    void task.toPromise().finally(() => work.records.delete(task));
  }
  const next = yield* select(selectLikeGame);
  // GAME-05: the pool is exhausted; GAME-08: it is older than 10 minutes.
  if (!hasPair(next) || !isFresh(next, Date.now())) yield put(likeGameActions.likeGameLoad());
  else yield put(likeGameActions.likeGamePreloadWanted());
}

/** GAME-08: a cached pool for the same query, younger than 10 minutes and not played out, continues. */
function* opened(): SagaGen {
  const s = yield* select(selectLikeGame);
  const me = yield* select(selectMe);
  const cached = me !== null && s.key === queryKey(likeGameQuery(me)) && isFresh(s, Date.now()) && hasPair(s) && s.status === 'ready';
  yield put(cached ? likeGameActions.likeGamePreloadWanted() : likeGameActions.likeGameLoad());
}

const ACTIVITY = [
  likeGameActions.likeGameAdvanced.type,
  likeGameActions.likeGameLoadStarted.type,
  likeGameActions.likeGameShown.type,
  likeGameActions.likeGameFailed.type,
];

/** GAME-06: a hint after HINT_DELAY_MS on the same pair, shown HINT_VISIBLE_MS, at most MAX_HINTS times. */
function* hints(): SagaGen {
  for (;;) {
    const { timeout } = yield* race({ timeout: delay(HINT_DELAY_MS), activity: take(ACTIVITY) });
    if (!timeout) continue;
    const s = yield* select(selectLikeGame);
    if (s.hintsShown >= MAX_HINTS) return;
    if (s.status !== 'ready') continue;
    yield put(likeGameActions.likeGameHintShown());
    yield* race({ shown: delay(HINT_VISIBLE_MS), activity: take(ACTIVITY) });
    yield put(likeGameActions.likeGameHintHidden());
    if (s.hintsShown + 1 >= MAX_HINTS) return;
  }
}

function* session(): SagaGen {
  yield* call(opened);
  yield* race({ hints: call(hints), closed: take(likeGameActions.likeGameClosed.type) });
}

export function* likeGameSaga(): SagaGen {
  const work: Work = { inflight: new Set(), records: new Set() };
  yield takeLatest(likeGameActions.likeGameOpened.type, session);
  yield takeLatest(likeGameActions.likeGameLoad.type, load, work);
  yield takeEvery(likeGameActions.likeGameReloadRequested.type, function* reload() {
    yield put(likeGameActions.likeGameLoad());
  });
  yield takeEvery(likeGameActions.likeGameChoiceRequested.type, choose, work);
  yield takeLeading(likeGameActions.likeGamePreloadWanted.type, fillWindow, work);
}
