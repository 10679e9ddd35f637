/** The PWA's signal: no reducer handles it (the saga takes it). */
import { createAction } from '@reduxjs/toolkit';

/** The install page is shown: the saga redirects when installing is not possible (PWA-11). */
export const installPageOpened = createAction('pwa/installPageOpened');
