/** Registers the chat texts when the messaging code loads. */
import chat from '@locales/es-AR/chat.json';
import realtime from '@locales/es-AR/realtime.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('chat', chat);
registerNamespace('realtime', realtime);
