/** Public surface of social sign-in (used by the home page and the entry screens). */
import { socialActions } from './slice';

export { SocialSignIn, ConnectingOverlay } from './SocialSignIn';
export { selectSocialRegisterData, selectSocialConnecting } from './slice';
export const { socialRegisterDataCleared, socialSignInRequested } = socialActions;
export type { SocialRegisterData } from './slice';
export { FACEBOOK_PERMISSIONS } from './types';
