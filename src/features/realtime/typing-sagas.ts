/** Typing both ways (RT-16, RT-17): a member's incoming "Escribiendo..." with its 3 s reset, and our own typing reported while the composer changes. */
import type { Task } from 'redux-saga';
import { cancel, delay, put } from 'redux-saga/effects';
import { call, fork, type SagaGen } from '@/store/effects';
import { composerChanged, composerSent, ownTypingReported, typingReceived } from './actions';

/** RT-16 / RT-17 */
export const INCOMING_TYPING_RESET_MS = 3000;
export const OWN_TYPING_IDLE_MS = 2000;
// ---- typing ------------------------------------------------------------------------------------

/** The running 3 s reset of each member's incoming "Escribiendo..." (RT-16). */
export type Timers = Map<number, Task>;

function* typingReset(userId: number): SagaGen {
  yield delay(INCOMING_TYPING_RESET_MS);
  yield put(typingReceived({ userId, typing: false }));
}

/**
 * RT-16: shows or hides a member's typing and restarts their reset. The reset is forked by the
 * connection's own loop (this runs inline there, never through `call`): a generator run by `call`
 * waits for the tasks it forks, which held the event loop for 3 s and dropped every event meanwhile.
 */
export function* onTypingEvent(incomingTimers: Timers, userId: number, typing: boolean): SagaGen {
  const previous = incomingTimers.get(userId);
  incomingTimers.delete(userId);
  if (previous) yield cancel(previous);
  yield put(typingReceived({ userId, typing }));
  if (typing) incomingTimers.set(userId, yield* fork(typingReset, userId));
}

/** RT-17: true on input, false after 2 s idle, on an empty input or after sending. */
export function ownTypingSaga(report: (userId: number, typing: boolean) => void) {
  const reported = new Set<number>();
  function* off(userId: number): SagaGen {
    if (!reported.has(userId)) return;
    reported.delete(userId);
    report(userId, false);
    yield put(ownTypingReported({ userId, typing: false }));
  }
  return function* onComposer(action: ReturnType<typeof composerChanged> | ReturnType<typeof composerSent>): SagaGen {
    const { userId } = action.payload;
    const empty = action.type === composerSent.type || ('empty' in action.payload && action.payload.empty);
    if (empty) {
      yield* call(off, userId);
      return;
    }
    if (!reported.has(userId)) {
      reported.add(userId);
      report(userId, true);
      yield put(ownTypingReported({ userId, typing: true }));
    }
    yield delay(OWN_TYPING_IDLE_MS);
    yield* call(off, userId);
  };
}
