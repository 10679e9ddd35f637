/** The 'messages' texts (locales/es-AR/messages.json), registered when the messaging code loads. */
import messages from '@locales/es-AR/messages.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('messages', messages);
