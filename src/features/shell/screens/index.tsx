/** Shell screens, loaded lazily (chunk "shell-screens"). */
export { ServerErrorScreen } from './ServerErrorScreen';
export { ComingSoonScreen, ComingSoonModal } from './ComingSoon';
export { DebugScreen } from './DebugScreen';
