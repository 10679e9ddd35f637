/**
 * What the boot loader's static first screens need of the session (src/app/boot/loader/): the app's
 * own reading of the session answer's member (toMe) and of the member it names with its counters, as
 * the app's shell (toolbar) shows them (toSessionMember), and the member's theme (applyTheme, AUTH-57:
 * the static copy of a male member's screen is blue, as the app's). Kept apart from the slice and sagas so the
 * loader carries no slice, saga or component: pure functions over wire JSON; this file imports nothing
 * with a side effect.
 */
export { toMe, toSessionMember, type SessionMember } from './mappers';
export { applyTheme } from './theme';
