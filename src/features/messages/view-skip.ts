/**
 * SHELL-32 (A §2, B §2): the member whose message view skips its initial load when the member moves from
 * the paywall to it (set by the app where the modal changes, src/app/modals/useMessageViewSkip.ts, through
 * boot.ts). The conversation saga consumes it (the flag lasts a moment more, as StrictMode opens a view
 * twice, then clears), and a payment that went through clears it: a subscriber's conversations load again.
 * Its own small slice, so the app's entry chunk sets it without loading the messages' state.
 */
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer, type RootState } from '@/store/root-reducer';

const viewSkipSlice = createSlice({
  name: 'messageViewSkip',
  initialState: { member: null as number | null },
  reducers: {
    messageViewSkipSet(s, a: PayloadAction<number | null>) {
      s.member = a.payload;
    },
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof viewSkipSlice> {}
}

viewSkipSlice.injectInto(combinedReducer);

export const { messageViewSkipSet } = viewSkipSlice.actions;
/** A message view skipped its load: the conversation saga clears the flag a moment later. */
export const messageViewSkipUsed = createAction('messages/messageViewSkipUsed');
export const selectMessageViewSkip = (s: RootState): number | null => s.messageViewSkip?.member ?? null;
