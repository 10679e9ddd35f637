import { createAction } from '@reduxjs/toolkit';

/** Opens a query-param modal on the current path (SHELL-29). */
export const modalOpenRequested = createAction<{ modal: string; id?: string | number; cantBuy?: boolean }>('shell/modalOpenRequested');
export const modalCloseRequested = createAction('shell/modalCloseRequested');
/** Opens a hash state on the current page (the gallery's #gallery-open, PROF-11); closing leaves it. */
export const hashOpenRequested = createAction<string>('shell/hashOpenRequested');
export const hashCloseRequested = createAction('shell/hashCloseRequested');
/** Navigation requested by a component (sagas navigate through the navigation service). */
export const navigationRequested = createAction<{ to: string; replace?: boolean }>('shell/navigationRequested');
/** API-15: 'Volver' on the server-error screen reloads '/'. */
export const serverErrorDismissed = createAction('shell/serverErrorDismissed');
/** A toast was tapped: the realtime feature decides where it leads (RT-21). */
export const toastTapped = createAction<{ type: string; id: number }>('shell/toastTapped');
