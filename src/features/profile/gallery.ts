/** The full-screen gallery for other features (my photos): registers the texts it uses. */
import './i18n';

export { default } from './components/Gallery';
