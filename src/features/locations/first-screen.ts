/**
 * What the boot loader's static profile view (src/app/boot/loader/screens/profile-view.ts) needs of the
 * location list: the app's own reading of it and of a member's place. Kept apart from the slice and
 * sagas so the loader carries no slice or saga: pure functions over wire JSON; this file imports
 * nothing with a side effect.
 */
export { locationLabel, toProvinces } from './labels';
