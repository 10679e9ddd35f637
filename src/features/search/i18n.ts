/** The 'search' texts (locales/es-AR/search.json), registered by each module that shows them. */
import search from '@locales/es-AR/search.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('search', search);
