/**
 * What the boot loader needs of the search (src/app/boot/loader/bodies.ts): the body of the results'
 * first request built from the stored saved search, the app's own function (./body.ts). Kept apart
 * from the feature's modules so the loader, which runs before any app script, carries no slice, saga
 * or component; this file must import nothing with a side effect.
 */
export { SEARCH_STORAGE_KEY, searchBody } from './body';
