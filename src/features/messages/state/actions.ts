/**
 * The messages' signals: actions no reducer handles (the sagas take them). State changes are the
 * slice's reducers (list-, conversation- and outbox-reducers.ts); `messagesActions` (slice.ts) gathers both.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Box } from './types';

type Chat = { userId: number };

/** Counter refresh id after reading or receiving messages (session counters follow, AUTH-63). */
export const MESSAGES_REFRESH_ID = 1;

export const messagesSignals = {
  /** The selected chats of a box are marked read, or deleted (the sagas call the API). */
  markReadRequested: createAction<{ box: Box }>('messages/markReadRequested'),
  deleteRequested: createAction<{ box: Box }>('messages/deleteRequested'),
  conversationClosed: createAction<Chat>('messages/conversationClosed'),
  /** `attachment` is the key of a file registered in attachments.ts (files stay out of the store). */
  sendRequested: createAction<{ userId: number; text: string; attachment?: string }>('messages/sendRequested'),
  retryRequested: createAction<{ localId: string }>('messages/retryRequested'),
  photoPermissionAsked: createAction<Chat>('messages/photoPermissionAsked'),
  photoPermissionConfirmed: createAction('messages/photoPermissionConfirmed'),
  chatMenuOpened: createAction<Chat>('messages/chatMenuOpened'),
  quickReportRequested: createAction<{ userId: number; reportId: 11 | 12 | 13 }>('messages/quickReportRequested'),
  blockRequested: createAction<Chat>('messages/blockRequested'),
  reportPageRequested: createAction<Chat>('messages/reportPageRequested'),
  /** The camera button: asks before inviting (issue 21); 'Invitar' dispatches videoCallRequested. */
  videoCallAsked: createAction<{ userId: number; nickname: string }>('messages/videoCallAsked'),
  videoCallRequested: createAction<Chat>('messages/videoCallRequested'),
  videoInviteAccepted: createAction<{ url: string }>('messages/videoInviteAccepted'),
};
