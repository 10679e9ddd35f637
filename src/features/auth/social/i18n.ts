/**
 * The one borrowed namespace: the social sign-in button shows the home's texts ('home': connecting,
 * facebook.*) on the home page and on the login screen. It registers them itself because home imports
 * auth (not the other way round), and moving the keys into 'auth' would put auth.json in the home's chunk.
 */
import home from '@locales/es-AR/home.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('home', home);
