/**
 * What the boot loader's static profile view (src/app/boot/loader/screens/profile-view.ts) needs of the
 * feature: the app's own reading of getProfileView's answer (and of its liked flag). Kept apart from the
 * slice and sagas so the loader, which runs before any app script, carries no slice, saga or component:
 * pure functions over wire JSON; this file imports nothing with a side effect.
 */
export { likedIn, toProfileView } from './mappers';
