/** The 'profile' texts (locales/es-AR/profile.json), registered by each module that shows them. */
import profile from '@locales/es-AR/profile.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('profile', profile);
