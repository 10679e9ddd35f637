/**
 * The 'likes-received' list's renderer (./lists.ts, one for every member list) as a script of its own
 * (./registry.ts): js/first-screen-likes-received.HASH.js, called by the build with the list's prerendered
 * template (its markup and CSS) as __SCREEN_TEMPLATE__.
 */
import { lists } from './lists';
import { registerRenderer } from './registry';

declare const __SCREEN_TEMPLATE__: string | undefined;

registerRenderer('likes-received', lists, typeof __SCREEN_TEMPLATE__ === 'string' ? __SCREEN_TEMPLATE__ : undefined);
