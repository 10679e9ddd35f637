/** Public surface of the messages feature (the PWA's offline copy and analytics listen to these actions). */
import { messagesActions } from './slice';

export { selectList, selectConversation } from './slice';
export const { listLoaded, conversationLoaded, messagesArrived, olderLoaded, outboxSent } = messagesActions;
export { readQueued } from './outbox-storage';
export type { ChatRow, ChatHeader, ChatMessage } from './types';
