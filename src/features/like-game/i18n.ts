/** The 'like-game' texts (locales/es-AR/like-game.json), registered by each module that shows them. */
import likeGame from '@locales/es-AR/like-game.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('like-game', likeGame);
