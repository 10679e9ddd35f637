/**
 * PWA data read back from outside the app's memory (IndexedDB, localStorage, the service worker's
 * messages): every field through @/shared/lib/wire, so a stale, edited or corrupt value falls back
 * instead of throwing inside a saga or a render.
 */
import { bool, id as idOf, isRecord, list, num, str, withId } from '@/shared/lib/wire';
import type { OfflineChat, OfflineConversation, OfflineMessage, OfflineSnapshot } from './offline-types';

const conversation = (v: unknown): OfflineConversation | null =>
  withId(v, 'userId', (c, userId) => ({
    userId,
    userName: str(c.userName),
    userImg: str(c.userImg),
    userGenderId: num(c.userGenderId, 2),
    messageText: str(c.messageText),
    messageType: num(c.messageType, 1),
    date: str(c.date),
    unread: Math.max(0, num(c.unread)),
  }));

const message = (v: unknown): OfflineMessage | null =>
  withId(v, 'id', (m, id) => ({
    id,
    texto: str(m.texto),
    tipoMensaje: num(m.tipoMensaje, 1),
    isMine: bool(m.isMine),
    hour: str(m.hour),
    date: str(m.date),
  }));

const chat = (v: unknown): OfflineChat | null =>
  withId(v, 'userId', (c, userId) => ({
    userId,
    nickname: str(c.nickname),
    picture: str(c.picture),
    hasPicture: bool(c.hasPicture),
    gender: num(c.gender, 2),
    messages: list(c.messages).flatMap((m) => message(m) ?? []),
  }));

/** A stored offline copy, checked: null when it is not this member's. */
export function toOfflineSnapshot(v: unknown, meId: number): OfflineSnapshot | null {
  if (!isRecord(v) || num(v.meId, NaN) !== meId) return null;
  const chats: Record<string, OfflineChat> = {};
  if (isRecord(v.chats))
    for (const c of Object.values(v.chats)) {
      const ok = chat(c);
      if (ok) chats[String(ok.userId)] = ok;
    }
  return {
    meId,
    savedAt: num(v.savedAt),
    conversations: list(v.conversations).flatMap((c) => conversation(c) ?? []),
    chats,
  };
}

/** A service worker message asking to open a conversation (a notification click), or null. */
export function toOpenConversation(data: unknown): { userId: number } | null {
  if (!isRecord(data) || data.type !== 'OPEN_CONVERSATION') return null;
  const userId = idOf(data.userId);
  return userId === null ? null : { userId };
}

/** One prompt kind's stored count and last time (prompt-limits.ts). */
export function toPromptRecord(v: unknown): { count: number; last: number } {
  const r = isRecord(v) ? v : {};
  return { count: Math.max(0, num(r.count)), last: num(r.last) };
}
