/**
 * The like game (B §2, §4; GAME-01..12): a pool of members shown two at a time. A choice likes one
 * card and skips the other, and the next pair shows at once; an exhausted pool reloads; the pool is
 * cached for 10 minutes; hints show up to 3 times. Pictures are preloaded and decoded ahead (srcs).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/store/root-reducer';
import { likeGameSignals } from './actions';
import type { GameUser, LikeGameError, LikeGameStatus } from './types';

export interface LikeGameState {
  status: LikeGameStatus;
  error: LikeGameError | null;
  /** The pool, in order; the current pair is users[index] and users[index + 1]. */
  users: GameUser[];
  index: number;
  /** When the pool arrived (ms since epoch): it is kept for CACHE_MS (GAME-08). */
  loadedAt: number | null;
  /** The query the pool was loaded for (member, gender, city, ages). */
  key: string | null;
  /** Decoded picture URL per member id (GAME-07): cards render exactly this URL. */
  srcs: Record<number, string>;
  /** A hint is on screen (GAME-06), and how many were shown since the game opened. */
  hint: boolean;
  hintsShown: number;
  /** Choices made since the game opened (announced to screen readers). */
  rounds: number;
  /** The last choice, for the leaving animation and the live announcement. */
  last: { liked: GameUser; skipped: GameUser; round: number } | null;
}

/** What a game starts with each time it opens: no hint, no choice yet. */
const freshRound = { hint: false, hintsShown: 0, rounds: 0, last: null } satisfies Partial<LikeGameState>;

export const initialLikeGameState: LikeGameState = {
  status: 'idle',
  error: null,
  users: [],
  index: 0,
  loadedAt: null,
  key: null,
  srcs: {},
  ...freshRound,
};

export const likeGameSlice = createSlice({
  name: 'likeGame',
  initialState: initialLikeGameState,
  reducers: {
    /** The modal opened: continue a cached pool, or load one (GAME-08). */
    likeGameOpened(s) {
      Object.assign(s, freshRound);
    },
    likeGameClosed(s) {
      s.hint = false;
    },
    likeGameLoadStarted(s) {
      s.status = 'loading';
      s.error = null;
      s.hint = false;
    },
    /** The pool arrived; the first pictures are still decoding (status stays 'loading'). */
    likeGameLoaded(s, a: PayloadAction<{ users: GameUser[]; key: string; loadedAt: number }>) {
      s.users = a.payload.users;
      s.index = 0;
      s.key = a.payload.key;
      s.loadedAt = a.payload.loadedAt;
      s.srcs = {};
      s.error = null;
      s.status = a.payload.users.length < 2 ? 'empty' : 'loading';
    },
    /** The first pair is ready to paint. */
    likeGameShown(s) {
      if (s.users.length - s.index >= 2) s.status = 'ready';
    },
    likeGameFailed(s, a: PayloadAction<{ error: LikeGameError }>) {
      s.status = 'error';
      s.error = a.payload.error;
      s.hint = false;
    },
    likeGameImagesReady(s, a: PayloadAction<Record<number, string>>) {
      Object.assign(s.srcs, a.payload);
    },
    /** A choice was taken: the next pair shows at once (GAME-04). */
    likeGameAdvanced(s, a: PayloadAction<{ liked: GameUser; skipped: GameUser }>) {
      s.index += 2;
      s.rounds += 1;
      s.hint = false;
      s.last = { ...a.payload, round: s.rounds };
      // Pictures of pairs already played are no longer needed.
      for (const u of [a.payload.liked, a.payload.skipped]) delete s.srcs[u.id];
      if (s.users.length - s.index < 2) s.status = 'loading';
    },
    likeGameHintShown(s) {
      s.hint = true;
      s.hintsShown += 1;
    },
    likeGameHintHidden(s) {
      s.hint = false;
    },
  },
});

declare module '@/store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof likeGameSlice> {}
}

const injectedLikeGame = likeGameSlice.injectInto(combinedReducer);
/** The slice's actions and the signals of actions.ts. */
export const likeGameActions = { ...likeGameSlice.actions, ...likeGameSignals };
export const selectLikeGame = injectedLikeGame.selectSlice;
