/**
 * Open conversations (MSG-15..24): their load, older pages, catch-up batches merged by id and the
 * batch errors kept; and the chat menu's photo permission (MSG-39), reports and video call.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { mergeMessages } from './mappers';
import { BATCH_ERRORS_KEPT, newConversation, type MessagesState } from './state';
import type { ChatHeader, ChatMessage } from './types';

type S = MessagesState;

export const conversationReducers = {
  conversationOpened(s: S, a: PayloadAction<{ userId: number }>) {
    s.conversations[a.payload.userId] ??= newConversation(a.payload.userId);
  },
  conversationRequested(s: S, a: PayloadAction<{ userId: number }>) {
    const c = (s.conversations[a.payload.userId] ??= newConversation(a.payload.userId));
    c.loading = true;
    c.error = false;
  },
  conversationLoaded(s: S, a: PayloadAction<{ userId: number; header: ChatHeader; messages: ChatMessage[]; hasMore: boolean }>) {
    const c = (s.conversations[a.payload.userId] ??= newConversation(a.payload.userId));
    c.loading = false;
    c.error = false;
    c.header = a.payload.header;
    if (a.payload.header.imagePermission) s.imagePermission = true;
    c.messages = mergeMessages(c.messages, a.payload.messages);
    c.hasMore = a.payload.hasMore;
  },
  conversationFailed(s: S, a: PayloadAction<{ userId: number }>) {
    const c = s.conversations[a.payload.userId];
    if (!c) return;
    c.loading = false;
    c.error = true;
  },
  olderRequested(s: S, a: PayloadAction<{ userId: number }>) {
    const c = s.conversations[a.payload.userId];
    if (c) c.loadingOlder = true;
  },
  olderLoaded(s: S, a: PayloadAction<{ userId: number; messages: ChatMessage[]; hasMore: boolean }>) {
    const c = s.conversations[a.payload.userId];
    if (!c) return;
    c.loadingOlder = false;
    // Older first: where ids have no order (opaque ids) the merge keeps this one.
    c.messages = mergeMessages(a.payload.messages, c.messages);
    c.hasMore = a.payload.hasMore;
  },
  olderFailed(s: S, a: PayloadAction<{ userId: number }>) {
    const c = s.conversations[a.payload.userId];
    if (c) c.loadingOlder = false;
  },
  /** Catch-up (batch) results: merged by id, never duplicated. */
  messagesArrived(s: S, a: PayloadAction<{ userId: number; messages: ChatMessage[] }>) {
    const c = s.conversations[a.payload.userId];
    if (!c || a.payload.messages.length === 0) return;
    c.messages = mergeMessages(c.messages, a.payload.messages);
  },
  /** MSG-24: keep the last 10 batch errors per chat. */
  batchFailed(s: S, a: PayloadAction<{ userId: number; error: string }>) {
    const c = (s.conversations[a.payload.userId] ??= newConversation(a.payload.userId));
    c.batchErrors.push(a.payload.error);
    if (c.batchErrors.length > BATCH_ERRORS_KEPT) c.batchErrors.splice(0, c.batchErrors.length - BATCH_ERRORS_KEPT);
  },
};

export const chatMenuReducers = {
  photoPermissionGranted(s: S) {
    s.imagePermission = true;
    for (const c of Object.values(s.conversations)) if (c.header) c.header.imagePermission = true;
  },
  reportSent(s: S, a: PayloadAction<{ userId: number }>) {
    const h = s.conversations[a.payload.userId]?.header;
    if (h) h.reported = true;
  },
};
