/** The messaging state (the two chat lists, open conversations, the send queue, the photo permission) and where it starts. */
import { emptyPagedList, type PagedListState } from '@/shared/lib/list-state';
import type { Box, ChatRow, Conversation, OutboxEntry } from './types';

export const BATCH_ERRORS_KEPT = 10;

/** A box's chat list ('Recibidos' / 'Enviados'), on the shared paged-list kit. */
export type ChatList = PagedListState<ChatRow>;

export interface MessagesState {
  lists: Record<Box, ChatList>;
  conversations: Record<number, Conversation>;
  outbox: OutboxEntry[];
  /** Granted photo permission (MSG-39): stays on once confirmed. */
  imagePermission: boolean;
}

export const initialState: MessagesState = {
  lists: { received: emptyPagedList<ChatRow>(), sent: emptyPagedList<ChatRow>() },
  conversations: {},
  outbox: [],
  imagePermission: false,
};

export const newConversation = (userId: number): Conversation => ({
  userId,
  header: null,
  messages: [],
  loading: false,
  loadingOlder: false,
  error: false,
  hasMore: false,
  batchErrors: [],
});
