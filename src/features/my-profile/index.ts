/**
 * Public surface of my profile: what the app's build-time render of the screen needs
 * (src/app/boot/prerender/my-profile.tsx), the answer read as the app reads it and the action that puts
 * it in. The boot loader uses ./first-screen.ts instead; the routes and modals lazy-import ./screens/.
 */
import { myProfileActions } from './slice';

export { toMyProfile } from './mappers';
export { MyProfileFormAtOnce } from './form-at-once';
export const { myProfileLoaded } = myProfileActions;
