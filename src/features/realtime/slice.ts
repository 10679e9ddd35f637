import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import {
  chatClosed,
  chatOpened,
  matchClosed,
  presenceChanged,
  promoClosed,
  rtConnectionChanged,
  rtMatchReceived,
  rtPromoReceived,
  typingReceived,
  type PromoPush,
  type RealtimeNotice,
} from './actions';

export interface ChatPresence {
  online: boolean;
  typing: boolean;
}

export interface RealtimeState {
  connection: string;
  /** Presence and typing per open chat (other member id). */
  chats: Record<number, ChatPresence>;
  match: RealtimeNotice | null;
  promo: PromoPush | null;
  /** Ids pending in the current toast (RT-26) and its kind. */
  toastIds: number[];
  toastKind: 'message' | 'visit' | null;
  /** Conversations open right now (their chat channels are subscribed). */
  openChats: number[];
}

const initialState: RealtimeState = {
  connection: 'idle',
  chats: {},
  match: null,
  promo: null,
  toastIds: [],
  toastKind: null,
  openChats: [],
};

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    toastTracked(state, action: { payload: { kind: 'message' | 'visit'; ids: number[] } }) {
      state.toastKind = action.payload.kind;
      state.toastIds = action.payload.ids;
    },
    toastCleared(state) {
      state.toastKind = null;
      state.toastIds = [];
    },
  },
  extraReducers: (b) => {
    b.addCase(rtConnectionChanged, (s, a) => {
      s.connection = a.payload.state;
    });
    b.addCase(presenceChanged, (s, a) => {
      const c = (s.chats[a.payload.userId] ??= { online: false, typing: false });
      c.online = a.payload.online;
      if (!a.payload.online) c.typing = false;
    });
    b.addCase(typingReceived, (s, a) => {
      const c = (s.chats[a.payload.userId] ??= { online: false, typing: false });
      c.typing = a.payload.typing;
    });
    b.addCase(chatOpened, (s, a) => {
      if (!s.openChats.includes(a.payload.userId)) s.openChats.push(a.payload.userId);
    });
    b.addCase(chatClosed, (s, a) => {
      delete s.chats[a.payload.userId];
      s.openChats = s.openChats.filter((id) => id !== a.payload.userId);
    });
    b.addCase(rtMatchReceived, (s, a) => {
      s.match = a.payload;
    });
    b.addCase(matchClosed, (s) => {
      s.match = null;
    });
    b.addCase(rtPromoReceived, (s, a) => {
      s.promo = a.payload;
    });
    b.addCase(promoClosed, (s) => {
      s.promo = null;
    });
  },
  selectors: {
    selectChatPresence: (s, userId: number): ChatPresence => s.chats[userId] ?? NO_PRESENCE,
    selectMatch: (s) => s.match,
    selectPromo: (s) => s.promo,
    selectConnection: (s) => s.connection,
    selectToastTracking: (s) => ({ kind: s.toastKind, ids: s.toastIds }),
    selectOpenChats: (s) => s.openChats,
  },
});

const NO_PRESENCE: ChatPresence = { online: false, typing: false };

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof realtimeSlice> {}
}
const injectedRealtime = realtimeSlice.injectInto(combinedReducer);
export const realtimeActions = realtimeSlice.actions;
export const { selectChatPresence, selectMatch, selectPromo, selectConnection, selectToastTracking, selectOpenChats } =
  injectedRealtime.selectors;
