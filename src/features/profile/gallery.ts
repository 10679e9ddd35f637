/** The full-screen gallery for other features (my photos): registers the texts it uses. */
import { registerNamespace } from '@/shared/i18n';
import profileTexts from '@locales/es-AR/profile.json';

registerNamespace('profile', profileTexts);
export { default } from './components/Gallery';
