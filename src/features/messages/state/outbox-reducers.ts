/** The send queue (MSG-30..34): entries queued, sending, sent (merged into their conversation) or failed. */
import type { PayloadAction } from '@reduxjs/toolkit';
import { mergeMessages } from './mappers';
import type { MessagesState } from './state';
import type { ChatMessage, OutboxAttempt, OutboxDelivery, OutboxEntry } from './types';

type S = MessagesState;

export const outboxReducers = {
  outboxAdded(s: S, a: PayloadAction<OutboxEntry>) {
    s.outbox.push(a.payload);
  },
  outboxRestored(s: S, a: PayloadAction<OutboxEntry[]>) {
    const known = new Set(s.outbox.map((e) => e.localId));
    for (const e of a.payload) if (!known.has(e.localId)) s.outbox.push({ ...e, status: 'queued' });
  },
  outboxSending(s: S, a: PayloadAction<{ localId: string }>) {
    const e = s.outbox.find((x) => x.localId === a.payload.localId);
    if (e) e.status = 'sending';
  },
  /** Its send is being tried (issue 33): from now on its outcome may be unknown until the server answers. */
  outboxAttempted(s: S, a: PayloadAction<{ localId: string; attempt: OutboxAttempt }>) {
    const e = s.outbox.find((x) => x.localId === a.payload.localId);
    if (e) e.attempt = a.payload.attempt;
  },
  /** MSG-33: the entry becomes the stored message, with its hour and image path. */
  outboxSent(s: S, a: PayloadAction<{ localId: string; userId: number; message: ChatMessage }>) {
    s.outbox = s.outbox.filter((x) => x.localId !== a.payload.localId);
    const c = s.conversations[a.payload.userId];
    if (c) c.messages = mergeMessages(c.messages, [a.payload.message]);
  },
  /**
   * MSG-33: the server took it (2xx) without naming the message's id: shown as sent, with what the answer
   * told, never sent again; a conversation load brings the message itself (outbox-sagas.ts settleSent).
   */
  outboxConfirmed(s: S, a: PayloadAction<{ localId: string; delivered: OutboxDelivery; attempt?: OutboxAttempt }>) {
    const e = s.outbox.find((x) => x.localId === a.payload.localId);
    if (!e) return;
    e.status = 'sent';
    e.delivered = a.payload.delivered;
    if (a.payload.attempt) e.attempt ??= a.payload.attempt;
  },
  /** MSG-34: hour 'X'; `queued` when offline (retried automatically), `failed` otherwise. */
  outboxFailed(s: S, a: PayloadAction<{ localId: string; queued: boolean }>) {
    const e = s.outbox.find((x) => x.localId === a.payload.localId);
    if (e) e.status = a.payload.queued ? 'queued' : 'failed';
  },
  /** Another tab sent or discarded the entry (outbox-sagas.ts): it leaves this tab's queue. */
  outboxGone(s: S, a: PayloadAction<{ localId: string }>) {
    s.outbox = s.outbox.filter((x) => x.localId !== a.payload.localId);
  },
  outboxDiscarded(s: S, a: PayloadAction<{ localId: string }>) {
    s.outbox = s.outbox.filter((x) => x.localId !== a.payload.localId);
  },
};
