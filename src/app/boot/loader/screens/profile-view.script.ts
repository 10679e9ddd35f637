/**
 * The profile view's renderer as a script of its own (./registry.ts): js/first-screen-profile-view.HASH.js,
 * called by the build with the dialog's prerendered template (its markup and CSS) as __SCREEN_TEMPLATE__.
 */
import { profileView } from './profile-view';
import { registerRenderer } from './registry';

declare const __SCREEN_TEMPLATE__: string | undefined;

registerRenderer('profile-view', profileView, typeof __SCREEN_TEMPLATE__ === 'string' ? __SCREEN_TEMPLATE__ : undefined);
