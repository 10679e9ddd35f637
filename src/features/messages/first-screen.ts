/**
 * What the boot loader's static messages list and conversation (src/app/boot/loader/screens/messages.ts,
 * conversation.ts) and their build-time renders need of the messages feature: the app's own reading of a
 * list row, of a conversation (its header and messages) and the texts and classes they show. Kept apart
 * from index.ts and boot.ts so the loader, which runs before any app script, carries no slice, saga or
 * component: these are pure functions over wire JSON, and this file must import nothing with a side effect.
 */
export { mergeMessages, placeholderIndex, rowPreview, toChatMessages, toChatRow, toHeader } from './state/first-screen';
export { emojiClass, stampOf } from './conversation/first-screen';
