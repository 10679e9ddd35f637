/** The profile view's signal: no reducer handles it (the saga loads the view). */
import { createAction } from '@reduxjs/toolkit';

/** A profile view was opened for a member: the saga requests it (PROF-01). */
export const profileViewOpened = createAction<{ id: number }>('profile/profileViewOpened');
