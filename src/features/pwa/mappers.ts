/**
 * PWA data read back from outside the app's memory (IndexedDB, localStorage, the service worker's
 * messages): every field through @/shared/lib/wire, so a stale, edited or corrupt value falls back
 * instead of throwing inside a saga or a render.
 */
import { bool, id as idOf, isRecord, list, num, str } from '@/shared/lib/wire';
import type { OfflineChat, OfflineConversation, OfflineMessage, OfflineSnapshot } from './offline-store';

function conversation(v: unknown): OfflineConversation | null {
  if (!isRecord(v)) return null;
  const userId = idOf(v.userId);
  if (userId === null) return null;
  return {
    userId,
    userName: str(v.userName),
    userImg: str(v.userImg),
    userGenderId: num(v.userGenderId, 2),
    messageText: str(v.messageText),
    messageType: num(v.messageType, 1),
    date: str(v.date),
    unread: Math.max(0, num(v.unread)),
  };
}

function message(v: unknown): OfflineMessage | null {
  if (!isRecord(v)) return null;
  const id = idOf(v.id);
  if (id === null) return null;
  return { id, texto: str(v.texto), tipoMensaje: num(v.tipoMensaje, 1), isMine: bool(v.isMine), hour: str(v.hour), date: str(v.date) };
}

function chat(v: unknown): OfflineChat | null {
  if (!isRecord(v)) return null;
  const userId = idOf(v.userId);
  if (userId === null) return null;
  return {
    userId,
    nickname: str(v.nickname),
    picture: str(v.picture),
    hasPicture: bool(v.hasPicture),
    gender: num(v.gender, 2),
    messages: list(v.messages).flatMap((m) => message(m) ?? []),
  };
}

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
