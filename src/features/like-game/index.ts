/**
 * Public surface of the like game. The modal itself is reached through the modal registry
 * (?modal=like-game, screens/LikeGameModal); other features may read its state.
 */
export { selectLikeGame } from './slice';
export type { GameUser } from './types';
export type { likeGameSlice } from './slice';
