/** The 'home' texts (locales/es-AR/home.json), registered by each module that shows them. */
import home from '@locales/es-AR/home.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('home', home);
