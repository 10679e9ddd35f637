/** Messaging side effects, the chat lists: pages, mark as read and delete of the selected rows. */
import { takeEvery, takeLatest, put } from 'redux-saga/effects';
import { apiCall, call, type SagaGen, select } from '@/store/effects';
import type { Action } from '@reduxjs/toolkit';
import { apiDeleteChats, apiGetChatList, apiMarkAsRead } from '@/api/messages';
import type { RootState } from '@/store';
import { isBlocked } from '@/features/lists';
import { rtMessageReceived } from '@/features/realtime';
import { selectIsSubscribed, sessionRefreshRequested } from '@/features/session';
import { listIn } from '@/shared/lib/wire';
import { MESSAGES_REFRESH_ID, messagesActions, selectList, toChatRows, type Box } from '../state';

function* loadList(action: ReturnType<typeof messagesActions.listRequested>): SagaGen {
  const { box, requestedAt } = action.payload;
  const list = yield* select(selectList, box);
  const page = list.page ?? 0;
  const r = yield* apiCall(apiGetChatList, box, page);
  // OPEN-18: an answer that is not a list page (text that was not JSON, another type, no items)
  // fails the load: the list stops loading, keeps its rows and offers 'Reintentar'.
  // A page is `{items}` or, as the contract reads the spec, a bare array of chat rows.
  const items = r.kind === 'ok' ? listIn(r.data) : null;
  if (items) {
    const blocked = yield* select((s: RootState) => s);
    const rows = toChatRows(items).filter((row) => !isBlocked(blocked, row.userId));
    // Whether a next page exists follows the server's page (`received`), not the rows left to add.
    yield put(messagesActions.listLoaded({ box, requestedAt, items: rows, replace: page === 0, received: items.length }));
  } else {
    yield put(messagesActions.listFailed({ box, requestedAt }));
  }
}

function selectedIds(state: RootState, box: Box): { users: number[]; all: boolean } {
  const items = selectList(state, box).items;
  const users = items.filter((r) => r.selected).map((r) => r.userId);
  return { users, all: users.length > 0 && users.length === items.length };
}

/**
 * MSG-11 / MSG-12: sends the selected rows' ids (the bulk variant when all rows are selected); when
 * the server agreed, puts `done` with them and refreshes the counters. False when nothing was done.
 */
function* onSelected(box: Box, send: typeof apiMarkAsRead, done: (users: number[]) => Action): SagaGen<boolean> {
  const { users, all } = yield* select(selectedIds, box);
  if (users.length === 0) return false;
  const r = yield* apiCall(send, users, all ? box : null);
  if (r.kind !== 'ok') return false;
  yield put(done(users));
  yield put(sessionRefreshRequested(MESSAGES_REFRESH_ID));
  return true;
}

function* markRead(action: ReturnType<typeof messagesActions.markReadRequested>): SagaGen {
  yield* call(onSelected, action.payload.box, apiMarkAsRead, (users) => messagesActions.chatsMarkedRead({ users }));
}

function* deleteChats(action: ReturnType<typeof messagesActions.deleteRequested>): SagaGen {
  const { box } = action.payload;
  if (!(yield* call(onSelected, box, apiDeleteChats, (users) => messagesActions.chatsDeleted({ box, users })))) return;
  // MSG-12: a delete that empties the list reloads it.
  const list = yield* select(selectList, box);
  if (list.items.length === 0) yield put(messagesActions.listRequested({ box, replace: true }));
}

/**
 * RT-07: a realtime message updates the open lists. A row the server has not described yet is
 * readable only for a subscribed member (MSG-13): a free member's new row is locked, as the server's own
 * rows for them are, and keeps no text.
 */
function* listRealtimeMessage(action: ReturnType<typeof rtMessageReceived>): SagaGen {
  const subscribed = yield* select(selectIsSubscribed);
  yield put(messagesActions.realtimeMessageListed({ notice: action.payload, canReadNew: subscribed }));
}

const isListFor = (box: Box) => (a: Action) => messagesActions.listRequested.match(a) && a.payload.box === box;

export function* watchLists(): SagaGen {
  yield takeLatest(isListFor('received'), loadList);
  yield takeLatest(isListFor('sent'), loadList);
  yield takeEvery(messagesActions.markReadRequested.type, markRead);
  yield takeEvery(messagesActions.deleteRequested.type, deleteChats);
  yield takeEvery(rtMessageReceived.type, listRealtimeMessage);
}
