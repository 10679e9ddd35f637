/**
 * What the boot loader's static my profile (src/app/boot/loader/screens/my-profile.ts) needs of the
 * feature: the app's own reading of getMyProfile's answer (its header and the form's first sections),
 * the completeness it shows and the texts' limits. Kept apart from the feature's slice and sagas so the
 * loader, which runs before any app script, carries no slice, saga or component: pure functions over
 * wire JSON; this file imports nothing with a side effect.
 */
export { displayedCompleteness, toMyProfileFirst, type MyProfileFirst } from './head';
export { LIMITS } from './types';
