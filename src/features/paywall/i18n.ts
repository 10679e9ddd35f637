/** Registers the payments texts when the paywall's code loads. */
import payments from '@locales/es-AR/payments.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('payments', payments);
