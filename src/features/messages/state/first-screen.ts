/** The state room's side-effect-free door for the boot loader (see ../first-screen.ts): pure mappers only. */
export { mergeMessages, placeholderIndex, rowPreview, toChatMessages, toChatRow, toHeader } from './mappers';
