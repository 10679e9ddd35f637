/** Public surface of social sign-in (used by the home page and the entry screens). */
export { SocialSignIn, ConnectingOverlay } from './SocialSignIn';
export { selectSocialRegisterData, selectSocialConnecting } from './slice';
export type { SocialRegisterData } from './slice';
export { FACEBOOK_PERMISSIONS } from './types';
