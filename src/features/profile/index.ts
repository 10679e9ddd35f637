/** Public surface: the profile-view modal is reached through the modal registry (?modal=profile-view&id=). */
export type { ProfileView } from './types';
