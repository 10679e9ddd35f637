/** The 'dashboard' texts (locales/es-AR/dashboard.json), registered by each module that shows them. */
import dashboard from '@locales/es-AR/dashboard.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('dashboard', dashboard);
