/**
 * What the boot loader's static messages list (src/app/boot/loader/screens/messages.ts) and its
 * build-time render need of the messages feature: the app's own reading of a list row and the texts
 * a row shows. Kept apart from index.ts and boot.ts so the loader, which runs before any app script,
 * carries no slice, saga or component: these are pure functions over wire JSON, and this file must
 * import nothing with a side effect.
 */
export { placeholderIndex, rowPreview, toChatRow } from './state/first-screen';
