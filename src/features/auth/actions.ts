/** The entry flows' signal: no reducer handles it (the saga takes it). */
import { createAction } from '@reduxjs/toolkit';

/** The code page's 3 s redirect was cancelled by leaving the page. */
export const codeScreenLeft = createAction('auth/codeScreenLeft');
