/**
 * The open chat (MSG-14..40): its loads and catch-up (conversation-sagas.ts), its menu (block, report,
 * video call: chat-menu-sagas.ts), and what the conversation modal is made of (the header, the message
 * scroller with its bubbles, emoji and notices, the composer).
 */
export { catchUp, loadBatch, loadCount, watchConversations } from './conversation-sagas';
export { watchChatMenu } from './chat-menu-sagas';
export { ChatHead } from './components/ChatHead';
export { Composer } from './components/Composer';
export { MessageScroller } from './components/MessageScroller';
export { isSpecialChat, useChatItems } from './components/chat-items';
