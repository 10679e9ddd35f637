/**
 * The placeholders of the prerendered messages list (./prerender/messages.tsx) that the boot loader fills
 * (./loader/screens/messages.ts): STATIC_ROWS rows of a read text message whose name, text and date are
 * the MESSAGES_SLOTS tokens, then sample rows the loader takes the app's other texts from: a photo from
 * yesterday with UNREAD_SLOT unread ('📷 Foto', 'Ayer', a count's badge), a video call with one unread
 * (its line, the badge of one), a system sender's chat (the brand's avatar), then one locked chat per
 * placeholder text (MSG-04), in their order.
 */
export const STATIC_ROWS = 10;
export const MESSAGES_SLOTS = { name: '@@name@@', text: '@@text@@', date: '@@date@@' };
/** The unread count of the first sample row (a count the badge writes as '99+'). */
export const UNREAD_SLOT = 987654321;
