/**
 * What the boot loader's static my account (src/app/boot/loader/screens/my-account.ts) needs of the
 * feature: the app's own reading of getAccount's answer. Kept apart from the slice and sagas so the
 * loader, which runs before any app script, carries no slice, saga or component: pure functions over
 * wire JSON; this file imports nothing with a side effect.
 */
export { toAccount } from './mappers';
export { ALERT_KEYS } from './types';
