/** The 'paywall' texts (locales/es-AR/paywall.json), registered when the paywall's code loads. */
import paywall from '@locales/es-AR/paywall.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('paywall', paywall);
