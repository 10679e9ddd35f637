/**
 * What the boot loader's static my profile (src/app/boot/loader/screens/my-profile.ts) needs of the
 * feature: the app's own reading of getMyProfile's header fields and the completeness it shows. Kept
 * apart from the feature's slice and sagas so the loader, which runs before any app script, carries no
 * slice, saga or component: pure functions over wire JSON; this file imports nothing with a side effect.
 */
export { displayedCompleteness, toMyProfileHead } from './head';
