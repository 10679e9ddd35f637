/** The offline copy's shapes (offline-store.ts keeps them; mappers.ts builds them from the wire). */
export interface OfflineConversation {
  userId: number;
  userName: string;
  userImg: string;
  userGenderId: number;
  /** '' when the chat could not be read (a free member's locked chat): nothing hidden is kept. */
  messageText: string;
  messageType: number;
  date: string;
  unread: number;
}

export interface OfflineMessage {
  id: number;
  texto: string;
  tipoMensaje: number;
  isMine: boolean;
  hour: string;
  date: string;
}

export interface OfflineChat {
  userId: number;
  nickname: string;
  picture: string;
  hasPicture: boolean;
  gender: number;
  messages: OfflineMessage[];
}

export interface OfflineSnapshot {
  meId: number;
  savedAt: number;
  conversations: OfflineConversation[];
  chats: Record<string, OfflineChat>;
}
