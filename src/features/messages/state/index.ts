/**
 * The messages' state, the door of the other parts (inbox, conversation, outbox) and of the screens: one
 * slice (the two chat lists, open conversations, the send queue, the photo permission) whose reducers sit by
 * part in list-, conversation- and outbox-reducers.ts, the signals (actions.ts), the types and the wire
 * mappers. The parts' sagas and components read and change the state only through this file.
 */
export { messagesActions, selectConversation, selectImagePermission, selectList, selectOutbox } from './slice';
export { MESSAGES_REFRESH_ID } from './actions';
export { asMine, imagesOf, placeholderIndex, rowPreview, toChatMessage, toChatMessages, toChatRows, toHeader } from './mappers';
export type { Box, ChatHeader, ChatMessage, ChatRow, OutboxAttempt, OutboxDelivery, OutboxEntry } from './types';
