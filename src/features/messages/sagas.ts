/**
 * Messaging side effects, by concern: the chat lists (list-sagas.ts), conversations and their catch-up
 * (conversation-sagas.ts), the send queue (outbox-sagas.ts) and a conversation's actions
 * (chat-menu-sagas.ts). This root starts them all, catches up when the page comes back online or
 * visible, and restores the saved queue.
 */
import type { EventChannel } from 'redux-saga';
import { buffers, eventChannel } from 'redux-saga';
import { call, fork, type SagaGen, take } from '@/store/effects';
import { watchChatMenu } from './chat-menu-sagas';
import { catchUp, watchConversations } from './conversation-sagas';
import { watchLists } from './list-sagas';
import { provideOutbox, restoreOutbox, watchOutbox } from './outbox-sagas';

export { loadBatch, loadCount } from './conversation-sagas';

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
