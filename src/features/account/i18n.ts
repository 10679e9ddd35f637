/** Registers the account texts when the account chunk loads. */
import account from '@locales/es-AR/account.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('account', account);
