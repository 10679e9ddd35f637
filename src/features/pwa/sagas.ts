import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, take, takeEvery, put } from 'redux-saga/effects';
import type { Workbox } from 'workbox-window';
import { updateAccepted, updateAvailable } from '@/features/shell';

type SwEvent = 'waiting' | 'controlling';

function swEvents(wb: Workbox): EventChannel<SwEvent> {
  return eventChannel<SwEvent>((emit) => {
    const onWaiting = () => emit('waiting');
    const onControlling = () => emit('controlling');
    wb.addEventListener('waiting', onWaiting);
    wb.addEventListener('controlling', onControlling);
    return () => {
      wb.removeEventListener('waiting', onWaiting);
      wb.removeEventListener('controlling', onControlling);
    };
  }, buffers.expanding<SwEvent>(4)); // queued, never dropped, if one arrives while the loop is busy
}

/**
 * The update flow: a new worker 'waiting' -> prompt -> member accepts -> SKIP_WAITING -> the new worker
 * takes control -> exactly one reload.
 */
export function* pwaSaga(wb: Workbox, reload: () => void) {
  const chan = (yield call(swEvents, wb)) as EventChannel<SwEvent>;
  let accepted = false;
  yield fork(function* watchAccept() {
    yield takeEvery(updateAccepted.type, function* accept() {
      accepted = true;
      yield call([wb, wb.messageSkipWaiting]);
    });
  });
  let reloaded = false;
  for (;;) {
    const ev = (yield take(chan)) as SwEvent;
    if (ev === 'waiting') yield put(updateAvailable());
    if (ev === 'controlling' && accepted && !reloaded) {
      reloaded = true;
      reload();
    }
  }
}
