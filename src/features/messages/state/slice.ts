/**
 * Messaging state: the two chat lists (with selection), open conversations, the send queue and the
 * photo permission. Injected when the messages code loads (lists screen or conversation modal). The
 * reducers sit by concern in list-reducers.ts, conversation-reducers.ts and outbox-reducers.ts.
 */
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { messagesSignals } from './actions';
import { chatMenuReducers, conversationReducers } from './conversation-reducers';
import { addListCases, listReducers } from './list-reducers';
import { outboxReducers } from './outbox-reducers';
import { initialState } from './state';
import type { Box, Conversation } from './types';

export const messagesSlice = createSlice({
  name: 'messages',
  initialState,
  reducers: { ...listReducers, ...conversationReducers, ...outboxReducers, ...chatMenuReducers },
  extraReducers: addListCases,
  selectors: {
    selectList: (s, box: Box) => s.lists[box],
    selectConversation: (s, userId: number): Conversation | undefined => s.conversations[userId],
    selectOutbox: (s) => s.outbox,
    selectImagePermission: (s) => s.imagePermission,
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof messagesSlice> {}
}

const injectedMessages = messagesSlice.injectInto(combinedReducer);
export const { selectList, selectConversation, selectOutbox, selectImagePermission } = injectedMessages.selectors;
/** The slice's actions and the signals of actions.ts. */
export const messagesActions = { ...messagesSlice.actions, ...messagesSignals };
