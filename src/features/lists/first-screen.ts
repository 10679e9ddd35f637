/**
 * What the boot loader's static member lists (src/app/boot/loader/screens/lists.ts) need of the lists
 * feature: the app's own reading of a list answer's items. Kept apart from index.ts so the loader, which
 * runs before any app script, carries no slice, saga or component: pure functions over wire JSON; this
 * file must import nothing with a side effect.
 */
export { isNotice, itemId, rawItems, text, toListMember } from './member-mapper';
