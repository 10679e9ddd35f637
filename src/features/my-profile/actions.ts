/**
 * My profile's signals: actions no reducer handles (the sagas take them). State changes are the slice's
 * reducers.
 */
import { createAction } from '@reduxjs/toolkit';
import type { SaveKey } from './state';

/** The Facebook picker opened (starts its saga tasks, then connects). */
export const fbOpened = createAction('myProfile/fbOpened');

/** Upload of edited photos; the blobs wait in the saga's registry under `token` (not in the store). */
export const uploadRequested = createAction<{ token: number; insideWizard: boolean }>('myProfile/uploadRequested');
export const uploadCancelled = createAction('myProfile/uploadCancelled');
/** Any save to retry (the remembered action). */
export const saveRetried = createAction<{ key: SaveKey }>('myProfile/saveRetried');
/** The wizard was shown (WIZ-04 impression on step 3) and closed (WIZ-05 finish). */
export const wizardPromoShown = createAction('myProfile/wizardPromoShown');
export const wizardClosed = createAction<{ step: number }>('myProfile/wizardClosed');
