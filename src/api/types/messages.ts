/** Wire types of the messaging calls (A §3, §7; OPEN-04, OPEN-05). */

/** Message types (MSG-14): 1 text, 2 image, -1 notice, 3 video call, 4 matching. */
export type ApiMessageType = 1 | 2 | -1 | 3 | 4;

/** One row of GET /v1/messages/received|sent?page=N (MSG-02). */
export interface ApiChatRowJson {
  id: number;
  /** ISO date of the latest message. */
  date: string;
  canRead: boolean;
  isNew: boolean;
  /** Unread count. */
  new: number;
  userGenderId: number;
  userImg: string;
  userName: string;
  /** The latest message text; for unreadable chats the server sends nothing useful (MSG-04). */
  messageText: string;
  messageType: ApiMessageType;
}

export interface ApiChatListJson {
  page: number;
  items: ApiChatRowJson[];
}

/** Image paths on the image host (MSG-36). */
export interface ApiChatImagesJson {
  original: string;
  square180: string;
}

/** A conversation message (MSG-16). */
export interface ApiChatMessageJson {
  id: number;
  /** 'HH:mm' (Buenos Aires). */
  hour: string;
  /** ISO date. */
  date: string;
  texto: string;
  tipoMensaje: ApiMessageType;
  /** True when the viewer is the one who opened the chat (the first message is theirs). */
  soyUserAbreChat: boolean;
  isMine: boolean;
  images: ApiChatImagesJson | null;
  first: boolean;
}

/** Conversation header (MSG-15). */
export interface ApiChatUserJson {
  id: number;
  nickname: string;
  gender: number;
  picture: string;
  hasPicture: boolean;
  /** The viewer granted photo permission (MSG-37). */
  imagePermission: boolean;
  /** The viewer already reported this member (MSG-44). */
  reported: boolean;
}

/** GET /v1/messages/view/{id}?from={oldestId}: up to 15 messages older than `from`, oldest first. */
export interface ApiConversationJson {
  user: ApiChatUserJson;
  messages: ApiChatMessageJson[];
  hasMore: boolean;
}

/** GET /v1/messages/view/{id}/batch?start&end&limit&priority: messages with start < id (<= end), oldest first. */
export interface ApiBatchJson {
  messages: ApiChatMessageJson[];
}

/** GET /v1/messages/view/{id}/count */
export interface ApiCountJson {
  count: number;
  lastId: number;
}

/** POST /v1/messages/send/{userId}: the stored message. */
export interface ApiSendJson {
  message: ApiChatMessageJson;
}

/** GET /v2/videocall/invite?iduser= (API-34). */
export interface ApiVideoCallJson {
  banned: boolean;
  can_send: boolean;
  reports: number;
  videocall_url: string;
}
