import realtime from '@locales/es-AR/realtime.json';
import { registerNamespace } from '@/shared/i18n';

registerNamespace('realtime', realtime);
