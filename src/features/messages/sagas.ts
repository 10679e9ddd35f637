/**
 * Messaging side effects, by part: the chat lists (inbox/), conversations, their catch-up and a
 * conversation's actions (conversation/), the send queue (outbox/). This root starts them all, catches up
 * when the page comes back online or visible, and restores the saved queue.
 */
import { type EventChannel, buffers, eventChannel } from 'redux-saga';
import { call, fork, type SagaGen, take } from '@/store/effects';
import { watchChatMenu, catchUp, watchConversations } from './conversation';
import { watchLists } from './inbox';
import { provideOutbox, restoreOutbox, watchOutbox } from './outbox';

type WindowEvent = 'online' | 'visible';

function windowChannel(): EventChannel<WindowEvent> {
  return eventChannel<WindowEvent>((emit) => {
    const online = () => emit('online');
    const visible = () => {
      if (document.visibilityState === 'visible') emit('visible');
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, buffers.expanding<WindowEvent>(4)); // an event during a catch-up is queued and catches up again after it
}

function* watchWindow(): SagaGen {
  const chan = yield* call(windowChannel);
  try {
    for (;;) {
      yield* take(chan);
      yield* call(catchUp);
    }
  } finally {
    chan.close();
  }
}

export function* messagesSaga(): SagaGen {
  yield* provideOutbox(); // this store's queue bookkeeping, for every watcher below
  yield* watchLists();
  yield* watchConversations();
  yield* watchOutbox();
  yield* watchChatMenu();
  yield* fork(watchWindow);
  yield* call(restoreOutbox);
}
