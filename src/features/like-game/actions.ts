/**
 * The like game's signals: actions no reducer handles (the sagas take them). State changes are the
 * slice's reducers; `likeGameActions` (slice.ts) gathers both.
 */
import { createAction } from '@reduxjs/toolkit';

export const likeGameSignals = {
  /** The refresh button, 'Reintentar' and 'Recargar' (GAME-09..11): a fresh pool, cache ignored. */
  likeGameReloadRequested: createAction('likeGame/likeGameReloadRequested'),
  /** The member tapped, swiped or pressed Enter on a card: like it, skip the other (GAME-04). */
  likeGameChoiceRequested: createAction<{ likedId: number }>('likeGame/likeGameChoiceRequested'),
  /** Internal: load a fresh pool (one at a time, the latest wins). */
  likeGameLoad: createAction('likeGame/likeGameLoad'),
  /** Internal: fill the preload window (GAME-07). */
  likeGamePreloadWanted: createAction('likeGame/likeGamePreloadWanted'),
};
