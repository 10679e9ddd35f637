/**
 * Public surface of my profile: the /my-profile screen (route), the photos, photo-uploaded and
 * post-register modals (modal registry), reached through their lazy chunks (its screens/ files, modals).
 */
export type { MyProfile, OwnImage, PostRegisterData } from './types';
export type { myProfileSlice } from './slice';
