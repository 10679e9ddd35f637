/** Public surface of social sign-in (used by the home page and the entry screens). */
export { SocialSignIn } from './SocialSignIn';
export { selectSocialRegisterData } from './slice';
export type { SocialRegisterData } from './slice';
