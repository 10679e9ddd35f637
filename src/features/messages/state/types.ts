/** The app's own messaging types (mapped from the wire types in mappers.ts). */
import type { Schema } from '@/api/contract';

export type Box = 'received' | 'sent';

/** MSG-02 */
export interface ChatRow {
  userId: number;
  date: string;
  canRead: boolean;
  isNew: boolean;
  /** Unread count. */
  unread: number;
  userGenderId: number;
  userImg: string;
  userName: string;
  messageText: string;
  messageType: Schema<'MessageType'>;
  selected: boolean;
}

/** MSG-15 */
export interface ChatHeader {
  id: number;
  nickname: string;
  gender: number;
  picture: string;
  hasPicture: boolean;
  imagePermission: boolean;
  reported: boolean;
}

/** MSG-16; `localId` marks an entry still in the send queue. */
export interface ChatMessage {
  id: number;
  hour: string;
  date: string;
  texto: string;
  tipoMensaje: Schema<'MessageType'>;
  soyUserAbreChat: boolean;
  isMine: boolean;
  /**
   * The answer did not say who sent it (no `isMine`, not the first message): `isMine` is then false (shown
   * as theirs) until the app learns better (its own sent message, mappers' mergeMessages).
   */
  senderUnknown?: true;
  images: { original: string; square180: string } | null;
  first: boolean;
  isLoading: boolean;
}

export interface Conversation {
  userId: number;
  header: ChatHeader | null;
  messages: ChatMessage[];
  loading: boolean;
  loadingOlder: boolean;
  error: boolean;
  hasMore: boolean;
  /** MSG-24: the last 10 batch-load errors. */
  batchErrors: string[];
}

/** An optimistic message in the send queue (MSG-33, MSG-34); text and image entries survive a reload (IndexedDB). */
export interface OutboxEntry {
  localId: string;
  userId: number;
  type: 1 | 2;
  text: string;
  createdAt: string;
  /**
   * sending: in flight; failed: the server refused (retry by hand); queued: offline, retried when back
   * online; sent: the server took it (2xx) but named no message id, so it shows as sent until a
   * conversation load brings the message (outbox-sagas.ts `settleSent`). A sent entry is never sent again.
   */
  status: 'sending' | 'failed' | 'queued' | 'sent';
  /** Object URL of an attached image (this page's; the file itself is kept with the entry in storage). */
  preview?: string;
  /** Its first send, once tried (kept in storage): its outcome may be unknown, so it is reconciled before a resend. */
  attempt?: OutboxAttempt;
  /** Status `sent`: when the server's answer came and what it told of the message (its hour, an image path). */
  delivered?: OutboxDelivery;
}

/** What a send's answer without a message id still tells (MSG-33: 'its time and image path'). */
export interface OutboxDelivery {
  at: string;
  hour: string;
  images: ChatMessage['images'];
}

/** When an entry's send was first tried, and the conversation's newest message id then (null: none known). */
export interface OutboxAttempt {
  at: string;
  afterId: number | null;
}

export type SelectionTarget = 'ALL' | 'CLEAR' | number;
