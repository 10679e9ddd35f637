/** Public surface of the realtime feature. */
import './i18n';
export * from './actions';
export { realtimeSaga } from './sagas';
export { selectChatPresence, selectMatch, selectPromo, selectConnection, selectOpenChats } from './slice';
export { chatChannelName, presenceChannelName } from './channels';
