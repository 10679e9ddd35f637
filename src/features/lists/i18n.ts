/** The 'lists' texts (locales/es-AR/lists.json), registered by each module that shows them. */
import lists from '@locales/es-AR/lists.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('lists', lists);
