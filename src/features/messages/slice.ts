/**
 * Messaging state: the two chat lists (with selection), open conversations, the send queue and the
 * photo permission. Injected when the messages code loads (lists screen or conversation modal).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/app/public-slices';
import { memberDisliked } from '@/features/lists';
import { rtMessageReceived } from '@/features/realtime';
import { applyFailure, applyPage, emptyList, isLatest, markRequested, type ListState } from '@/shared/lib/list-state';
import { mergeMessages } from './mappers';
import type { Box, ChatHeader, ChatMessage, ChatRow, Conversation, OutboxEntry, SelectionTarget } from './types';

export const BATCH_ERRORS_KEPT = 10;

export interface MessagesState {
  lists: Record<Box, ListState<ChatRow>>;
  conversations: Record<number, Conversation>;
  outbox: OutboxEntry[];
  /** Granted photo permission (MSG-39): stays on once confirmed. */
  imagePermission: boolean;
}

const initialState: MessagesState = {
  lists: { received: emptyList<ChatRow>(), sent: emptyList<ChatRow>() },
  conversations: {},
  outbox: [],
  imagePermission: false,
};

const newConversation = (userId: number): Conversation => ({
  userId,
  header: null,
  messages: [],
  loading: false,
  loadingOlder: false,
  error: false,
  hasMore: false,
  batchErrors: [],
});

export const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: {
    // ---- lists ----
    listRequested: {
      reducer(s, a: PayloadAction<{ box: Box; reset: boolean; requestedAt: number }>) {
        const l = s.lists[a.payload.box];
        if (a.payload.reset) l.page = 0;
        markRequested(l, a.payload.requestedAt);
      },
      prepare: (p: { box: Box; reset: boolean }) => ({ payload: { ...p, requestedAt: nextStamp() } }),
    },
    listLoaded(s, a: PayloadAction<{ box: Box; requestedAt: number; rows: ChatRow[]; replace: boolean }>) {
      const l = s.lists[a.payload.box];
      const known = new Set(a.payload.replace ? [] : l.items.map((r) => r.userId));
      applyPage(
        l,
        a.payload.requestedAt,
        a.payload.rows.filter((r) => !known.has(r.userId)),
        a.payload.replace,
      );
    },
    listFailed(s, a: PayloadAction<{ box: Box; requestedAt: number }>) {
      applyFailure(s.lists[a.payload.box], a.payload.requestedAt);
    },
    /** MSG-10: ALL, CLEAR or toggle one id. */
    selectionChanged(s, a: PayloadAction<{ box: Box; target: SelectionTarget }>) {
      const { target } = a.payload;
      for (const r of s.lists[a.payload.box].items) {
        if (target === 'ALL') r.selected = true;
        else if (target === 'CLEAR') r.selected = false;
        else if (r.userId === target) r.selected = !r.selected;
      }
    },
    markReadRequested(_s, _a: PayloadAction<{ box: Box }>) {},
    deleteRequested(_s, _a: PayloadAction<{ box: Box }>) {},
    chatsMarkedRead(s, a: PayloadAction<{ users: number[] }>) {
      const users = new Set(a.payload.users);
      for (const box of ['received', 'sent'] as const) {
        for (const r of s.lists[box].items) {
          if (users.has(r.userId)) {
            r.unread = 0;
            r.isNew = false;
            r.selected = false;
          }
        }
      }
    },
    /** Catch-up of a list's first page: rows updated in place, new ones on top. */
    listMerged(s, a: PayloadAction<{ box: Box; rows: ChatRow[] }>) {
      const l = s.lists[a.payload.box];
      const fresh = new Set(a.payload.rows.map((r) => r.userId));
      const selected = new Set(l.items.filter((r) => r.selected).map((r) => r.userId));
      l.items = [
        ...a.payload.rows.map((r) => ({ ...r, selected: selected.has(r.userId) })),
        ...l.items.filter((r) => !fresh.has(r.userId)),
      ];
    },
    chatsDeleted(s, a: PayloadAction<{ box: Box; users: number[] }>) {
      const users = new Set(a.payload.users);
      const l = s.lists[a.payload.box];
      l.items = l.items.filter((r) => !users.has(r.userId));
    },

    // ---- conversations ----
    conversationOpened(s, a: PayloadAction<{ userId: number }>) {
      s.conversations[a.payload.userId] ??= newConversation(a.payload.userId);
    },
    conversationClosed(_s, _a: PayloadAction<{ userId: number }>) {},
    conversationRequested(s, a: PayloadAction<{ userId: number }>) {
      const c = (s.conversations[a.payload.userId] ??= newConversation(a.payload.userId));
      c.loading = true;
      c.error = false;
    },
    conversationLoaded(s, a: PayloadAction<{ userId: number; header: ChatHeader; messages: ChatMessage[]; hasMore: boolean }>) {
      const c = (s.conversations[a.payload.userId] ??= newConversation(a.payload.userId));
      c.loading = false;
      c.error = false;
      c.header = a.payload.header;
      if (a.payload.header.imagePermission) s.imagePermission = true;
      c.messages = mergeMessages(c.messages, a.payload.messages);
      c.hasMore = a.payload.hasMore;
    },
    conversationFailed(s, a: PayloadAction<{ userId: number }>) {
      const c = s.conversations[a.payload.userId];
      if (!c) return;
      c.loading = false;
      c.error = true;
    },
    olderRequested(s, a: PayloadAction<{ userId: number }>) {
      const c = s.conversations[a.payload.userId];
      if (c) c.loadingOlder = true;
    },
    olderLoaded(s, a: PayloadAction<{ userId: number; messages: ChatMessage[]; hasMore: boolean }>) {
      const c = s.conversations[a.payload.userId];
      if (!c) return;
      c.loadingOlder = false;
      c.messages = mergeMessages(c.messages, a.payload.messages);
      c.hasMore = a.payload.hasMore;
    },
    olderFailed(s, a: PayloadAction<{ userId: number }>) {
      const c = s.conversations[a.payload.userId];
      if (c) c.loadingOlder = false;
    },
    /** Catch-up (batch) results: merged by id, never duplicated. */
    messagesArrived(s, a: PayloadAction<{ userId: number; messages: ChatMessage[] }>) {
      const c = s.conversations[a.payload.userId];
      if (!c || a.payload.messages.length === 0) return;
      c.messages = mergeMessages(c.messages, a.payload.messages);
    },
    /** MSG-24: keep the last 10 batch errors per chat. */
    batchFailed(s, a: PayloadAction<{ userId: number; error: string }>) {
      const c = (s.conversations[a.payload.userId] ??= newConversation(a.payload.userId));
      c.batchErrors.push(a.payload.error);
      if (c.batchErrors.length > BATCH_ERRORS_KEPT) c.batchErrors.splice(0, c.batchErrors.length - BATCH_ERRORS_KEPT);
    },

    // ---- sending ----
    /** `attachment` is the key of a file registered in attachments.ts (files stay out of the store). */
    sendRequested(_s, _a: PayloadAction<{ userId: number; text: string; attachment?: string }>) {},
    outboxAdded(s, a: PayloadAction<OutboxEntry>) {
      s.outbox.push(a.payload);
    },
    outboxRestored(s, a: PayloadAction<OutboxEntry[]>) {
      const known = new Set(s.outbox.map((e) => e.localId));
      for (const e of a.payload) if (!known.has(e.localId)) s.outbox.push({ ...e, status: 'queued' });
    },
    outboxSending(s, a: PayloadAction<{ localId: string }>) {
      const e = s.outbox.find((x) => x.localId === a.payload.localId);
      if (e) e.status = 'sending';
    },
    /** MSG-33: the entry becomes the stored message, with its hour and image path. */
    outboxSent(s, a: PayloadAction<{ localId: string; userId: number; message: ChatMessage }>) {
      s.outbox = s.outbox.filter((x) => x.localId !== a.payload.localId);
      const c = s.conversations[a.payload.userId];
      if (c) c.messages = mergeMessages(c.messages, [a.payload.message]);
    },
    /** MSG-34: hour 'X'; `queued` when offline (retried automatically), `failed` otherwise. */
    outboxFailed(s, a: PayloadAction<{ localId: string; queued: boolean }>) {
      const e = s.outbox.find((x) => x.localId === a.payload.localId);
      if (e) e.status = a.payload.queued ? 'queued' : 'failed';
    },
    /** Another tab sent or discarded the entry (outbox-sagas.ts): it leaves this tab's queue. */
    outboxGone(s, a: PayloadAction<{ localId: string }>) {
      s.outbox = s.outbox.filter((x) => x.localId !== a.payload.localId);
    },
    retryRequested(_s, _a: PayloadAction<{ localId: string }>) {},
    outboxDiscarded(s, a: PayloadAction<{ localId: string }>) {
      s.outbox = s.outbox.filter((x) => x.localId !== a.payload.localId);
    },

    // ---- photo permission, reports, video call ----
    photoPermissionAsked(_s, _a: PayloadAction<{ userId: number }>) {},
    photoPermissionConfirmed() {},
    photoPermissionGranted(s) {
      s.imagePermission = true;
      for (const c of Object.values(s.conversations)) if (c.header) c.header.imagePermission = true;
    },
    chatMenuOpened(_s, _a: PayloadAction<{ userId: number }>) {},
    quickReportRequested(_s, _a: PayloadAction<{ userId: number; reportId: 11 | 12 | 13 }>) {},
    reportSent(s, a: PayloadAction<{ userId: number }>) {
      const h = s.conversations[a.payload.userId]?.header;
      if (h) h.reported = true;
    },
    blockRequested(_s, _a: PayloadAction<{ userId: number }>) {},
    reportPageRequested(_s, _a: PayloadAction<{ userId: number }>) {},
    /** The camera button: asks before inviting (issue 21); 'Invitar' dispatches videoCallRequested. */
    videoCallAsked(_s, _a: PayloadAction<{ userId: number; nickname: string }>) {},
    videoCallRequested(_s, _a: PayloadAction<{ userId: number }>) {},
    videoInviteAccepted(_s, _a: PayloadAction<{ url: string }>) {},
  },
  extraReducers: (b) => {
    // RT-07: a new message updates the open lists in place (the row moves to the top, unread + 1).
    b.addCase(rtMessageReceived, (s, a) => {
      const n = a.payload;
      for (const box of ['received', 'sent'] as const) {
        const l = s.lists[box];
        const i = l.items.findIndex((r) => r.userId === n.userId);
        const existing = i >= 0 ? l.items[i] : undefined;
        if (existing) l.items.splice(i, 1);
        if (box === 'sent') continue; // they wrote: the chat now belongs to 'Recibidos'
        if (l.items.length === 0 && l.page === 0 && !existing) continue; // not loaded yet
        const row: ChatRow = {
          userId: n.userId,
          date: new Date(n.timestamp).toISOString(),
          canRead: existing?.canRead ?? true,
          isNew: true,
          unread: (existing?.unread ?? 0) + 1,
          userGenderId: n.gender,
          userImg: n.image,
          userName: n.nickname,
          messageText: n.text,
          messageType: n.messageType,
          selected: existing?.selected ?? false,
        };
        l.items.unshift(row);
      }
    });
    // LIST-11: a disliked (blocked) member leaves the message lists.
    b.addCase(memberDisliked, (s, a) => {
      for (const box of ['received', 'sent'] as const) s.lists[box].items = s.lists[box].items.filter((r) => r.userId !== a.payload.id);
    });
  },
  selectors: {
    selectList: (s, box: Box) => s.lists[box],
    selectConversation: (s, userId: number): Conversation | undefined => s.conversations[userId],
    selectOutbox: (s) => s.outbox,
    selectImagePermission: (s) => s.imagePermission,
  },
});

let stamp = 0;
function nextStamp(): number {
  const now = Date.now();
  stamp = now > stamp ? now : stamp + 1;
  return stamp;
}

declare module '@/app/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof messagesSlice> {}
}

export const injectedMessages = messagesSlice.injectInto(combinedReducer);
export const { selectList, selectConversation, selectOutbox, selectImagePermission } = injectedMessages.selectors;
export const {
  listRequested,
  listLoaded,
  listFailed,
  listMerged,
  selectionChanged,
  markReadRequested,
  deleteRequested,
  chatsMarkedRead,
  chatsDeleted,
  conversationOpened,
  conversationClosed,
  conversationRequested,
  conversationLoaded,
  conversationFailed,
  olderRequested,
  olderLoaded,
  olderFailed,
  messagesArrived,
  batchFailed,
  sendRequested,
  outboxAdded,
  outboxRestored,
  outboxSending,
  outboxSent,
  outboxFailed,
  outboxGone,
  retryRequested,
  outboxDiscarded,
  photoPermissionAsked,
  photoPermissionConfirmed,
  photoPermissionGranted,
  chatMenuOpened,
  quickReportRequested,
  reportSent,
  blockRequested,
  reportPageRequested,
  videoCallAsked,
  videoCallRequested,
  videoInviteAccepted,
} = messagesSlice.actions;
export { isLatest };
