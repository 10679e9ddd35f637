/**
 * What the boot loader's static first screens need of the location list (src/app/boot/loader/: the
 * profile view, my profile): the app's own reading of it and of a member's place. Kept apart from the
 * slice and sagas so the loader carries no slice or saga: pure functions over wire JSON; this file
 * imports nothing with a side effect.
 */
export { locationLabel, toProvinces } from './labels';
