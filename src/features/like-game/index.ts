/**
 * Public surface of the like game. The modal itself is reached through the modal registry
 * (?modal=like-game, screens/LikeGameModal); other features may read its state or ask for a fresh pool.
 */
import { likeGameActions } from './slice';

export { selectLikeGame } from './slice';
export const { likeGameReloadRequested } = likeGameActions;
export type { GameUser } from './types';
export type { likeGameSlice } from './slice';
