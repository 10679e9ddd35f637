/** The 'auth' texts, registered when any entry screen's lazy chunk loads. */
import { registerNamespace } from '@/shared/i18n';
import auth from '@locales/es-AR/auth.json';

registerNamespace('auth', auth);
