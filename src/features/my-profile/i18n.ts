/** The 'my-profile' texts, registered when any of the feature's lazy chunks loads. */
import { registerNamespace } from '@/shared/i18n';
import texts from '@locales/es-AR/my-profile.json';

registerNamespace('my-profile', texts);
