/** The pwa namespace, registered by each lazy part of the feature that shows its texts. */
import pwa from '@locales/es-AR/pwa.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('pwa', pwa);
