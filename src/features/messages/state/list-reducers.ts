/**
 * The two chat lists (MSG-02..12): pages stamped so a stale answer is dropped, the selection, read and
 * deleted chats, the catch-up merge; a realtime message (RT-07, through list-sagas.ts) and a dislike
 * (LIST-11) update them.
 */
import type { ActionReducerMapBuilder, PayloadAction } from '@reduxjs/toolkit';
import { memberDisliked } from '@/features/lists';
import type { RealtimeNotice } from '@/features/realtime';
import { pagedListReducers, requestStamp } from '@/shared/lib/list-state';
import type { ChatList, MessagesState } from './state';
import type { Box, ChatRow, SelectionTarget } from './types';

type S = MessagesState;

/**
 * The pages of a box, on the one paged-list kit (`pagedListReducers`): a row already shown (a realtime
 * message moved it to the top) is not added twice, so a next page that brings no row the list can show
 * (all known, or none usable) ends the list: a server that ignores `page` or answers rows without ids is
 * not asked for page after page. `received` is how many rows the server's page held (DASH-11).
 */
const pages = pagedListReducers<S, { box: Box }, ChatRow, ChatList>((s, { box }) => s.lists[box], {
  items: (rows) => {
    const seen = new Set<number>();
    return rows.filter((r) => {
      if (seen.has(r.userId)) return false;
      seen.add(r.userId);
      return true;
    });
  },
})('list');

export const listReducers = {
  /** `replace`: from the first page (the list's page starts over); the request is stamped here. */
  listRequested: {
    reducer: pages.listRequested,
    prepare: (p: { box: Box; replace: boolean }) => ({ payload: { ...p, requestedAt: requestStamp() } }),
  },
  listLoaded: pages.listLoaded,
  listFailed: pages.listFailed,
  /** MSG-10: ALL, CLEAR or toggle one id. */
  selectionChanged(s: S, a: PayloadAction<{ box: Box; target: SelectionTarget }>) {
    const { target } = a.payload;
    for (const r of s.lists[a.payload.box].items) {
      if (target === 'ALL') r.selected = true;
      else if (target === 'CLEAR') r.selected = false;
      else if (r.userId === target) r.selected = !r.selected;
    }
  },
  chatsMarkedRead(s: S, a: PayloadAction<{ users: number[] }>) {
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
  listMerged(s: S, a: PayloadAction<{ box: Box; rows: ChatRow[] }>) {
    const l = s.lists[a.payload.box];
    const fresh = new Set(a.payload.rows.map((r) => r.userId));
    const selected = new Set(l.items.filter((r) => r.selected).map((r) => r.userId));
    l.items = [...a.payload.rows.map((r) => ({ ...r, selected: selected.has(r.userId) })), ...l.items.filter((r) => !fresh.has(r.userId))];
  },
  /**
   * RT-07 (A §4): a new message updates the open lists in place. 'Recibidos': the row moves to the top,
   * unread + 1 (added when the list is loaded). 'Enviados': the row stays where it is, with the new
   * message and its unread count (a list the member is reading does not lose a row under their finger).
   * A row the server described keeps its canRead; a new one takes `canReadNew` (the member's
   * subscription, list-sagas.ts) and, locked, keeps no text (MSG-13).
   */
  realtimeMessageListed(s: S, a: PayloadAction<{ notice: RealtimeNotice; canReadNew: boolean }>) {
    const n = a.payload.notice;
    for (const box of ['received', 'sent'] as const) {
      const l = s.lists[box];
      const i = l.items.findIndex((r) => r.userId === n.userId);
      const existing = i >= 0 ? l.items[i] : undefined;
      if (box === 'sent' && !existing) continue;
      if (box === 'received' && l.items.length === 0 && l.page === 0 && !existing) continue; // not loaded yet
      const canRead = existing ? existing.canRead : a.payload.canReadNew;
      const row: ChatRow = {
        userId: n.userId,
        date: new Date(n.timestamp).toISOString(),
        canRead,
        isNew: true,
        unread: (existing?.unread ?? 0) + 1,
        userGenderId: n.gender,
        userImg: n.image || (existing?.userImg ?? ''),
        userName: n.nickname || (existing?.userName ?? ''),
        messageText: canRead ? n.text : '',
        messageType: n.messageType,
        selected: existing?.selected ?? false,
      };
      if (box === 'sent') l.items[i] = row;
      else {
        if (existing) l.items.splice(i, 1);
        l.items.unshift(row);
      }
    }
  },
  chatsDeleted(s: S, a: PayloadAction<{ box: Box; users: number[] }>) {
    const users = new Set(a.payload.users);
    const l = s.lists[a.payload.box];
    l.items = l.items.filter((r) => !users.has(r.userId));
  },
};

export function addListCases(b: ActionReducerMapBuilder<MessagesState>): void {
  // LIST-11: a disliked (blocked) member leaves the message lists.
  b.addCase(memberDisliked, (s, a) => {
    for (const box of ['received', 'sent'] as const) s.lists[box].items = s.lists[box].items.filter((r) => r.userId !== a.payload.id);
  });
}
