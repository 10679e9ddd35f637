/**
 * Wire messaging JSON to app types. Every field is read tolerantly (OPEN-18): an item without an id is
 * dropped, any other missing or mistyped field falls back, so a malformed answer never throws.
 */
import type { Schema } from '@/api/contract';
import { bool, id as idOf, isRecord, list, num, oneOf, str, withId } from '@/shared/lib/wire';
import type { ChatHeader, ChatMessage, ChatRow } from './types';

const MESSAGE_TYPES: readonly Schema<'MessageType'>[] = [1, 2, -1, 3, 4];
const messageType = (v: unknown): Schema<'MessageType'> => oneOf(num(v, 1), MESSAGE_TYPES, 1);

/**
 * 'new (isNew, unread count)' (ChatRow, x-type unstated): a count (3, '3') or a flag (true, '1', 'true').
 * A flag says there is something unread but not how much: at least one.
 */
function unreadOf(v: unknown): number {
  if (v === true || v === 'true') return 1;
  return Math.max(0, Math.floor(num(v)));
}

/**
 * A row of the message lists (MSG-02); null without a member id. The contract's ChatRow names the
 * member `userId` or `id` ('userId (id)': either spelling); ids may be digit strings, flags '1'/'0'.
 */
export function toChatRow(v: unknown): ChatRow | null {
  if (!isRecord(v)) return null;
  const userId = idOf(v.userId) ?? idOf(v.id);
  if (userId === null) return null;
  const unread = unreadOf(v.new);
  return {
    userId,
    date: str(v.date),
    canRead: bool(v.canRead, true),
    isNew: bool(v.isNew, unread > 0),
    unread,
    userGenderId: num(v.userGenderId, 2),
    userImg: str(v.userImg),
    userName: str(v.userName),
    messageText: str(v.messageText),
    messageType: messageType(v.messageType),
    selected: false,
  };
}

/** The rows of a list answer that can be shown. */
export const toChatRows = (items: unknown): ChatRow[] => list(items).flatMap((i) => toChatRow(i) ?? []);

/** The conversation header (MSG-15); null when the answer has no member in it. */
export function toHeader(j: unknown, fallbackId: number): ChatHeader | null {
  if (!isRecord(j)) return null;
  return {
    id: idOf(j.id) ?? fallbackId,
    nickname: str(j.nickname),
    gender: num(j.gender, 2),
    picture: str(j.picture),
    hasPicture: bool(j.hasPicture),
    imagePermission: bool(j.imagePermission),
    reported: bool(j.reported),
  };
}

/** An image's paths `{original, square180}` (one stands for the other when only one is sent), or null. */
function imagePaths(v: unknown): ChatMessage['images'] {
  if (!isRecord(v)) return null;
  const original = str(v.original);
  const square180 = str(v.square180) || original;
  return original || square180 ? { original: original || square180, square180 } : null;
}

/**
 * A message's image (MSG-36): ConversationMessage admits `images` ({original, square180}, the demo's)
 * or the paths on the message itself ('texto (or original/square180 image)'): whichever it carries.
 */
export function imagesOf(j: Record<string, unknown>): ChatMessage['images'] {
  return imagePaths(j.images) ?? imagePaths(j);
}

/** A conversation message (MSG-16); null without an id. */
export const toChatMessage = (v: unknown): ChatMessage | null =>
  withId(v, 'id', (j, id) => ({
    id,
    hour: str(j.hour),
    date: str(j.date),
    texto: str(j.texto),
    tipoMensaje: messageType(j.tipoMensaje),
    soyUserAbreChat: bool(j.soyUserAbreChat),
    isMine: bool(j.isMine),
    images: imagesOf(j),
    first: bool(j.first),
    isLoading: false,
  }));

/** The messages of an answer that can be shown. */
export const toChatMessages = (items: unknown): ChatMessage[] => list(items).flatMap((m) => toChatMessage(m) ?? []);

/** Merges messages by id (no duplicates), oldest first. */
export function mergeMessages(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
