/**
 * My profile's renderer as a script of its own (./registry.ts): js/first-screen-my-profile.HASH.js,
 * called by the build with the screen's prerendered template (its markup and CSS) as __SCREEN_TEMPLATE__.
 */
import { myProfile } from './my-profile';
import { registerRenderer } from './registry';

declare const __SCREEN_TEMPLATE__: string | undefined;

registerRenderer('my-profile', myProfile, typeof __SCREEN_TEMPLATE__ === 'string' ? __SCREEN_TEMPLATE__ : undefined);
