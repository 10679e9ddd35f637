/** Public surface: the profile-view modal is reached through the modal registry (?modal=profile-view&id=). */
/** The full-screen gallery (PROF-08..11) as a lazy chunk: `lazy(loadGallery)`; open state is the hash GALLERY_HASH. */
export const loadGallery = () => import(/* webpackChunkName: "gallery" */ './gallery');
export const GALLERY_HASH = '#gallery-open';
export { selectViewedMember } from './summary';
/** The view's actions: the build-time render of the static profile view (src/app/boot/prerender/) puts a loaded view in its store. */
export { profileActions } from './slice';
export type { ProfileView } from './types';
