/**
 * Sending (MSG-20..): the send queue and its retries (outbox-sagas.ts), the queue kept in IndexedDB across
 * reloads and tabs (outbox-storage.ts), the matching of a sent message to the conversation's answer
 * (outbox-reconcile.ts), and the hand-over of a chosen photo from the composer to the send (attachments.ts).
 */
export { flushQueued, provideOutbox, restoreOutbox, watchOutbox } from './outbox-sagas';
export { readQueued } from './outbox-storage';
export { ACCEPTED_IMAGE_TYPES, checkAttachment, registerAttachment } from './attachments';
