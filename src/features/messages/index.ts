/** Public surface of the messages feature (the PWA's offline copy and analytics listen to these actions). */
export { listLoaded, conversationLoaded, messagesArrived, olderLoaded, outboxSent, selectList, selectConversation } from './slice';
export { readQueued } from './outbox-storage';
export type { ChatRow, ChatHeader, ChatMessage, OutboxEntry } from './types';
export type { messagesSlice } from './slice';
