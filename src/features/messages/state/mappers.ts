/**
 * Wire messaging JSON to app types. Every field is read tolerantly (OPEN-18): an item without an id is
 * dropped, any other missing or mistyped field falls back, so a malformed answer never throws.
 */
import type { Schema } from '@/api/contract';
import { instant } from '@/shared/lib/instant';
import { bool, compareIds, id as idOf, isRecord, list, num, oneOf, str, withId } from '@/shared/lib/wire';
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
    date: instant(v.date),
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

/** A row's last message as its list shows it (MSG-03): one line of text, any markup and line breaks gone. */
export const rowPreview = (messageText: string): string =>
  messageText
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** MSG-04: which of `count` placeholder texts an unreadable chat shows, picked per member so it does not flicker. */
export const placeholderIndex = (userId: number, count: number): number => Math.abs(userId * 7919) % count;

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

/** A flag in any of its forms (true, 1, '1', 'true' / false, 0, '0', 'false'), or null when it is none. */
function flagOrNull(v: unknown): boolean | null {
  const yes = bool(v, true);
  return yes === bool(v, false) ? yes : null;
}

/**
 * Who sent a message (MSG-16). ConversationMessage requires no `isMine` ("looks client-derived") and names
 * no sender id, so: its `isMine` when the answer carries it (any flag form); else, for the conversation's
 * first message (`first`), `soyUserAbreChat` (the member opened the chat, so the first message is theirs);
 * else nobody knows (null): shown as the other member's until the app learns better (its own sent
 * message: mergeMessages, the outbox).
 */
function sentByMe(j: Record<string, unknown>): boolean | null {
  const isMine = flagOrNull(j.isMine);
  if (isMine !== null) return isMine;
  const opener = flagOrNull(j.soyUserAbreChat);
  return flagOrNull(j.first) === true && opener !== null ? opener : null;
}

/** A conversation message (MSG-16); null without an id. */
export const toChatMessage = (v: unknown): ChatMessage | null =>
  withId(v, 'id', (j, id) => {
    const mine = sentByMe(j);
    return {
      id,
      hour: str(j.hour),
      date: str(j.date),
      texto: str(j.texto),
      tipoMensaje: messageType(j.tipoMensaje),
      soyUserAbreChat: bool(j.soyUserAbreChat),
      isMine: mine ?? false,
      ...(mine === null ? { senderUnknown: true as const } : {}),
      images: imagesOf(j),
      first: bool(j.first),
      isLoading: false,
    };
  });

/** The message with its sender known. */
function withSender(m: ChatMessage, isMine: boolean): ChatMessage {
  const { senderUnknown: _unknown, ...known } = m;
  return { ...known, isMine };
}

/** A message the app knows the member sent (its own send's answer, a queued send found on the server). */
export const asMine = (m: ChatMessage): ChatMessage => withSender(m, true);

/** The messages of an answer that can be shown. */
export const toChatMessages = (items: unknown): ChatMessage[] => list(items).flatMap((m) => toChatMessage(m) ?? []);

/** Merges messages by id (no duplicates), oldest first; a known sender is never forgotten. */
export function mergeMessages(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) {
    const known = byId.get(m.id);
    // A copy that does not say who sent it keeps what the app already knew (its own sent message).
    byId.set(m.id, m.senderUnknown && known && !known.senderUnknown ? withSender(m, known.isMine) : m);
  }
  return [...byId.values()].sort((x, y) => compareIds(x.id, y.id));
}
