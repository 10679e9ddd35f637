import type { ApiChatMessageJson, ApiChatRowJson, ApiChatUserJson } from '@/api/types/messages';
import type { ChatHeader, ChatMessage, ChatRow } from './types';

export const toChatRow = (j: ApiChatRowJson): ChatRow => ({
  userId: j.id,
  date: j.date,
  canRead: j.canRead,
  isNew: j.isNew,
  unread: j.new,
  userGenderId: j.userGenderId,
  userImg: j.userImg,
  userName: j.userName,
  messageText: j.messageText,
  messageType: j.messageType,
  selected: false,
});

export const toHeader = (j: ApiChatUserJson): ChatHeader => ({ ...j });

export const toChatMessage = (j: ApiChatMessageJson): ChatMessage => ({
  id: j.id,
  hour: j.hour,
  date: j.date,
  texto: j.texto,
  tipoMensaje: j.tipoMensaje,
  soyUserAbreChat: j.soyUserAbreChat,
  isMine: j.isMine,
  images: j.images,
  first: j.first,
  isLoading: false,
});

/** Merges messages by id (no duplicates), oldest first. */
export function mergeMessages(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of a) byId.set(m.id, m);
  for (const m of b) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}
