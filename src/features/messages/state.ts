/** The messaging state (the two chat lists, open conversations, the send queue, the photo permission) and where it starts. */
import { emptyList, type ListState } from '@/shared/lib/list-state';
import type { Box, ChatRow, Conversation, OutboxEntry } from './types';

export const BATCH_ERRORS_KEPT = 10;

export interface MessagesState {
  lists: Record<Box, ListState<ChatRow>>;
  conversations: Record<number, Conversation>;
  outbox: OutboxEntry[];
  /** Granted photo permission (MSG-39): stays on once confirmed. */
  imagePermission: boolean;
}

export const initialState: MessagesState = {
  lists: { received: emptyList<ChatRow>(), sent: emptyList<ChatRow>() },
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
