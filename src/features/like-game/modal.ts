/** The lazy 'like-game' chunk the modal registry loads (?modal=like-game). */
export { default } from './components/LikeGameModal';
