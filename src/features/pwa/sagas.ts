import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { delay, takeEvery, put } from 'redux-saga/effects';
import { call, fork, race, take } from '@/store/effects';
import { updateAccepted, updateAvailable } from '@/features/shell';
import { onUpdateCheckRequested } from '@/shared/lib/app-update';
import type { UpdateEvent, UpdateWorker } from './update-worker';

export type { UpdateWorker };

/** Why the app looks for a new version while it runs. */
type CheckReason = 'online' | 'visible' | 'timer' | 'requested';

export interface PwaOptions {
  /** Between two checks for a new version while the app is open (ms); 0: no timer. */
  checkEveryMs?: number;
  /** Coming back to the tab and the timer check at most this often (ms); coming back online and a request always check. */
  minGapMs?: number;
  /** How long an accepted update may take to install and take over before the page reloads anyway (ms). */
  settleMs?: number;
  /**
   * The connection came back before this flow started (it starts seconds after load, when idle): check at
   * once, since a deploy made while the member was offline would otherwise wait for the next trigger.
   */
  checkFirst?: boolean;
}

const DEFAULTS: Required<PwaOptions> = { checkEveryMs: 60 * 60_000, minGapMs: 60_000, settleMs: 8000, checkFirst: false };

function swEvents(wb: UpdateWorker): EventChannel<UpdateEvent> {
  return eventChannel<UpdateEvent>((emit) => {
    const onWaiting = () => emit('waiting');
    const onControlling = () => emit('controlling');
    wb.addEventListener('waiting', onWaiting);
    wb.addEventListener('controlling', onControlling);
    return () => {
      wb.removeEventListener('waiting', onWaiting);
      wb.removeEventListener('controlling', onControlling);
    };
  }, buffers.expanding<UpdateEvent>(4)); // queued, never dropped, if one arrives while the loop is busy
}

function checkTriggers(everyMs: number): EventChannel<CheckReason> {
  return eventChannel<CheckReason>((emit) => {
    const onOnline = () => emit('online');
    const onVisible = () => {
      if (document.visibilityState === 'visible') emit('visible');
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const off = onUpdateCheckRequested(() => emit('requested'));
    const timer = everyMs > 0 ? window.setInterval(() => emit('timer'), everyMs) : null;
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      off();
      if (timer !== null) window.clearInterval(timer);
    };
  }, buffers.sliding<CheckReason>(2));
}

/** Looks for a new version when the connection comes back, the member returns to the tab, every hour, and on request. */
function* watchChecks(wb: UpdateWorker, o: Required<PwaOptions>) {
  const chan = yield* call(checkTriggers, o.checkEveryMs);
  let last = Date.now(); // the browser checked when the page loaded
  try {
    if (o.checkFirst) yield* call([wb, wb.update]);
    for (;;) {
      const reason = yield* take(chan);
      // Back online: whatever was deployed meanwhile (rare, and exactly when it matters).
      if ((reason === 'visible' || reason === 'timer') && Date.now() - last < o.minGapMs) continue;
      last = Date.now();
      yield* call([wb, wb.update]);
    }
  } finally {
    chan.close();
  }
}

/**
 * PWA-01, the update flow: a new worker 'waiting' -> prompt -> member accepts -> SKIP_WAITING -> the new
 * worker takes control -> exactly one reload. While the app is open it looks for new versions itself
 * (watchChecks). Accepting always ends on the new version: when another tab's update already took over
 * this page, it reloads at once; when no worker waits yet (a screen found its code gone), it checks
 * first; if the new worker never takes over, it reloads after `settleMs` anyway.
 */
export function* pwaSaga(wb: UpdateWorker, reload: () => void, options: PwaOptions = {}) {
  const o = { ...DEFAULTS, ...options };
  const chan = yield* call(swEvents, wb);
  let accepted = false;
  let reloaded = false;
  let waiting = false;
  let takenOver = false; // another tab's update controls this page: its code is the old version's
  const reloadOnce = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  yield* fork(watchChecks, wb, o);
  yield* fork(function* watchAccept() {
    yield takeEvery(updateAccepted.type, function* accept() {
      if (accepted) return;
      accepted = true;
      if (takenOver) return reloadOnce();
      if (!waiting && !wb.hasWaiting()) {
        yield* call([wb, wb.update]);
        if (!wb.hasWaiting()) yield* race({ found: take(updateAvailable.type), late: delay(o.settleMs) });
      }
      yield* call([wb, wb.messageSkipWaiting]);
      yield delay(o.settleMs); // normally the reload on 'controlling' comes first
      reloadOnce();
    });
  });
  if (wb.hasWaiting()) {
    waiting = true;
    yield put(updateAvailable());
  }
  for (;;) {
    const ev = yield* take(chan);
    if (ev === 'waiting') {
      waiting = true;
      yield put(updateAvailable());
    }
    if (ev === 'controlling') {
      waiting = false;
      if (accepted) reloadOnce();
      else {
        takenOver = true;
        yield put(updateAvailable()); // offered again: accepting reloads into the version now in control
      }
    }
  }
}
