/**
 * Messaging side effects, the send queue: send, retry, the offline queue flushed when back online,
 * kept across reloads (outbox-storage.ts).
 */
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { apiCall, type ApiResult, type SagaGen } from '@/api/call-api';
import { apiSendMessage } from '@/api/messages';
import type { ApiSendJson } from '@/api/types/messages';
import { composerSent } from '@/features/realtime';
import { selectMe } from '@/features/session';
import { isRecord } from '@/shared/lib/wire';
import { checkAttachment, releaseAttachment, takeAttachment } from './attachments';
import { toChatMessage } from './mappers';
import { readOutbox, writeOutbox } from './outbox-storage';
import {
  outboxAdded,
  outboxDiscarded,
  outboxFailed,
  outboxRestored,
  outboxSending,
  outboxSent,
  retryRequested,
  selectOutbox,
  sendRequested,
} from './slice';
import type { OutboxEntry } from './types';

let localSeq = 0;
const newLocalId = () => `local-${Date.now()}-${(localSeq += 1)}`;

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function* deliver(entry: OutboxEntry): SagaGen {
  const file = entry.type === 2 ? takeAttachment(entry.localId) : null;
  if (entry.type === 2 && !file) {
    yield put(outboxFailed({ localId: entry.localId, queued: false }));
    return;
  }
  if (isOffline()) {
    yield put(outboxFailed({ localId: entry.localId, queued: true }));
    return;
  }
  yield put(outboxSending({ localId: entry.localId }));
  const r = (yield apiCall(apiSendMessage, entry.userId, { type: entry.type, text: entry.text, file })) as ApiResult<ApiSendJson>;
  const sent = r.kind === 'ok' && isRecord(r.data) ? toChatMessage(r.data.message) : null;
  if (sent) {
    releaseAttachment(entry.localId);
    if (entry.preview) {
      try {
        URL.revokeObjectURL(entry.preview);
      } catch {
        // nothing to free
      }
    }
    yield put(outboxSent({ localId: entry.localId, userId: entry.userId, message: sent }));
  } else {
    yield put(outboxFailed({ localId: entry.localId, queued: r.kind === 'network' }));
  }
}

function previewOf(file: File): string | undefined {
  try {
    return URL.createObjectURL(file);
  } catch {
    return undefined;
  }
}

/** MSG-32 to MSG-35 */
function* send(action: ReturnType<typeof sendRequested>): SagaGen {
  const { userId, attachment } = action.payload;
  const text = action.payload.text.trim();
  const file = takeAttachment(attachment);
  if (file && checkAttachment(file) !== 'ok') {
    releaseAttachment(attachment);
    return;
  }
  if (!file && !text) return;
  const localId = attachment ?? newLocalId();
  const entry: OutboxEntry = {
    localId,
    userId,
    type: file ? 2 : 1,
    text: file ? '' : text,
    createdAt: new Date().toISOString(),
    status: 'sending',
    ...(file ? { preview: previewOf(file) } : {}),
  };
  yield put(outboxAdded(entry));
  yield put(composerSent({ userId }));
  yield call(deliver, entry);
}

function* retry(action: ReturnType<typeof retryRequested>): SagaGen {
  const outbox = (yield select(selectOutbox)) as OutboxEntry[];
  const entry = outbox.find((e) => e.localId === action.payload.localId);
  if (entry && entry.status !== 'sending') yield call(deliver, entry);
}

/** Sends what waits in the queue (for one chat, or all), oldest first. */
export function* flushQueued(userId: number | null): SagaGen {
  if (isOffline()) return;
  const outbox = (yield select(selectOutbox)) as OutboxEntry[];
  for (const { localId } of outbox) {
    // Re-read each entry: another flush may have taken it meanwhile (never send twice).
    const e = ((yield select(selectOutbox)) as OutboxEntry[]).find((x) => x.localId === localId);
    if (!e || e.status !== 'queued' || (userId !== null && e.userId !== userId)) continue;
    yield call(deliver, e);
  }
}

function* persistOutbox(): SagaGen {
  const me = (yield select(selectMe)) as { id: number } | null;
  if (!me) return;
  const outbox = (yield select(selectOutbox)) as OutboxEntry[];
  yield call(writeOutbox, me.id, outbox);
}

export function* restoreOutbox(): SagaGen {
  const me = (yield select(selectMe)) as { id: number } | null;
  if (!me) return;
  const saved = readOutbox(me.id);
  if (saved.length > 0) yield put(outboxRestored(saved));
  yield call(flushQueued, null);
}

const OUTBOX_CHANGES = [
  outboxAdded.type,
  outboxRestored.type,
  outboxSent.type,
  outboxFailed.type,
  outboxDiscarded.type,
  outboxSending.type,
];

export function* watchOutbox(): SagaGen {
  yield takeEvery(sendRequested.type, send);
  yield takeEvery(retryRequested.type, retry);
  yield takeEvery(OUTBOX_CHANGES, persistOutbox);
}
