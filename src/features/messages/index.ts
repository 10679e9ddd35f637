/** Public surface of the messages feature (the PWA's offline copy listens to its actions). */
export { messagesActions } from './slice';
export { readOutbox } from './outbox-storage';
export type { ChatRow, ChatHeader, ChatMessage, OutboxEntry } from './types';
