/**
 * Keeps the offline copy up to date while a member uses the app: the chat lists and the conversations
 * they open (messages feature actions) are written, debounced, to IndexedDB under the member's id.
 * A write that fails (storage quota) drops the offline copy — never the session. Logout deletes it.
 */
import { debounce, put, takeEvery } from 'redux-saga/effects';
import { call, getContext, race, type SagaGen, select, take } from '@/store/effects';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '@/store';
import {
  conversationLoaded,
  listLoaded,
  messagesArrived,
  olderLoaded,
  outboxSent,
  selectConversation,
  selectList,
  type ChatHeader,
  type ChatMessage,
  type ChatRow,
} from '@/features/messages';
import { selectIsAuthenticated, selectMe, authenticated, loggedOut, type Me } from '@/features/session';
import { offlineStore, type OfflineChat, type OfflineConversation, type OfflineMessage, type OfflineSnapshot } from './offline-store';
import { compareIds, routeId } from '@/shared/lib/wire';

export const MAX_CONVERSATIONS = 30;
export const MAX_MESSAGES = 40;
export const WRITE_DEBOUNCE_MS = 800;

const SAVE = 'pwa/offlineSave';
const save = () => ({ type: SAVE });

const toConversation = (r: ChatRow): OfflineConversation => ({
  userId: r.userId,
  userName: r.userName,
  userImg: r.userImg,
  userGenderId: r.userGenderId,
  messageText: r.canRead ? r.messageText : '',
  messageType: r.messageType,
  date: r.date,
  unread: r.unread,
});

const toMessage = (m: ChatMessage): OfflineMessage => ({
  id: m.id,
  texto: m.texto,
  tipoMensaje: m.tipoMensaje,
  isMine: m.isMine,
  hour: m.hour,
  date: m.date,
});

/**
 * Newest first by `date`, an ISO instant or '' (the wire readers' `instant`): compared as code points, which
 * orders them as localeCompare did without its first call building the collator (10+ ms at boot).
 */
const newestFirst = (a: OfflineConversation, b: OfflineConversation) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

/** Newest rows first, one per member, at most MAX_CONVERSATIONS. */
export function mergeConversations(old: OfflineConversation[], rows: OfflineConversation[]): OfflineConversation[] {
  const byId = new Map<number, OfflineConversation>();
  for (const r of [...rows, ...old]) if (!byId.has(r.userId)) byId.set(r.userId, r);
  return [...byId.values()].sort(newestFirst).slice(0, MAX_CONVERSATIONS);
}

function mergeMessages(old: OfflineMessage[], incoming: OfflineMessage[]): OfflineMessage[] {
  const byId = new Map<number, OfflineMessage>();
  for (const m of [...old, ...incoming]) if (m.id > 0) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id)).slice(-MAX_MESSAGES);
}

const isQuota = (e: unknown) => e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);

function* memberCopy(me: Me): SagaGen<void> {
  let snap: OfflineSnapshot = { meId: me.id, savedAt: 0, conversations: [], chats: {} };
  try {
    snap = (yield* call([offlineStore, offlineStore.read], me.id)) ?? snap;
  } catch {
    /* no IndexedDB (private mode, old browser): the copy starts empty and writes will fail quietly */
  }
  offlineStore.setLastMember(me.id);
  let broken = false;

  const A = { listLoaded, conversationLoaded, messagesArrived, olderLoaded, outboxSent };
  function* onAction(a: Action & { payload?: unknown }): SagaGen<void> {
    if (A.listLoaded.match(a)) {
      snap = { ...snap, conversations: mergeConversations(snap.conversations, a.payload.items.map(toConversation)) };
    } else if (A.conversationLoaded.match(a)) {
      const h: ChatHeader = a.payload.header;
      const old = snap.chats[String(h.id)];
      const chat: OfflineChat = {
        userId: h.id,
        nickname: h.nickname,
        picture: h.picture,
        hasPicture: h.hasPicture,
        gender: h.gender,
        messages: mergeMessages(old?.messages ?? [], a.payload.messages.map(toMessage)),
      };
      snap = { ...snap, chats: { ...snap.chats, [String(h.id)]: chat } };
    } else if (A.messagesArrived.match(a) || A.olderLoaded.match(a) || A.outboxSent.match(a)) {
      const userId = a.payload.userId;
      const chat = snap.chats[String(userId)];
      if (!chat) return;
      const incoming = 'messages' in a.payload ? a.payload.messages : [a.payload.message];
      snap = {
        ...snap,
        chats: { ...snap.chats, [String(userId)]: { ...chat, messages: mergeMessages(chat.messages, incoming.map(toMessage)) } },
      };
    } else return;
    yield put(save());
  }

  function* write(): SagaGen<void> {
    if (broken) return;
    snap = { ...snap, savedAt: Date.now() };
    try {
      yield* call([offlineStore, offlineStore.write], snap);
    } catch (e) {
      if (!isQuota(e)) return;
      // The device is full: the offline copy goes (and stops being written); the session stays.
      broken = true;
      try {
        yield* call([offlineStore, offlineStore.remove], me.id);
      } catch {
        /* nothing more to drop */
      }
    }
  }

  yield takeEvery([A.listLoaded.type, A.conversationLoaded.type, A.messagesArrived.type, A.olderLoaded.type, A.outboxSent.type], onAction);
  yield debounce(WRITE_DEBOUNCE_MS, SAVE, write);
  // This saga's chunk may arrive after the first list or conversation did: take what is already there.
  // (After the watchers: the save this asks for would be lost before the debounce listened. A messages
  // list whose answer the boot loader had already fetched arrived before this chunk every time.)
  const state = yield* select((s: RootState) => s);
  const rows = (['received', 'sent'] as const).flatMap((box) => selectList(state, box).items);
  if (rows.length)
    yield* call(onAction, A.listLoaded({ box: 'received', requestedAt: 0, items: rows, received: rows.length, replace: false }));
  const nav = yield* getContext('nav');
  const params = new URLSearchParams(nav?.location().search ?? '');
  const openId = params.get('modal') === 'message-view' ? routeId(params.get('id')) : null;
  const open = openId !== null ? selectConversation(state, openId) : undefined;
  if (openId !== null && open?.header)
    yield* call(onAction, A.conversationLoaded({ userId: openId, header: open.header, messages: open.messages, hasMore: open.hasMore }));
}

/** Clears the member's copy and the device's pointer to it (logout). */
export function* dropOfflineCopy(meId: number): SagaGen<void> {
  offlineStore.setLastMember(null);
  try {
    yield* call([offlineStore, offlineStore.remove], meId);
  } catch {
    /* no IndexedDB: nothing was kept */
  }
}

export function* offlineCopySaga(): SagaGen<void> {
  for (;;) {
    if (!(yield* select(selectIsAuthenticated))) yield* take(authenticated.type);
    const me = yield* select(selectMe);
    if (!me) {
      yield* take(loggedOut.type);
      continue;
    }
    yield* race({ copy: call(memberCopy, me), out: take(loggedOut.type) });
    yield* call(dropOfflineCopy, me.id);
  }
}
