/**
 * Public surface of the messages feature (the PWA's offline copy and analytics listen to these actions).
 * The feature's parts, each behind its own index.ts: state/ (the one slice, its reducers by part, types,
 * mappers), inbox/ (the message lists), conversation/ (the open chat, its menu, emoji, notices), outbox/
 * (sending, the stored queue, reconcile, the photo hand-over); screens/ composes them for the route table
 * and the modal registry.
 */
import { messagesActions } from './state';

export { selectList, selectConversation } from './state';
export const { listLoaded, conversationLoaded, messagesArrived, olderLoaded, outboxSent } = messagesActions;
export { readQueued } from './outbox';
export type { ChatRow, ChatHeader, ChatMessage } from './state';
