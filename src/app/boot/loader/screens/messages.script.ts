/**
 * The messages list's renderer as a script of its own (./registry.ts): js/first-screen-messages.HASH.js,
 * called by the build with the list's prerendered template (its markup and CSS) as __SCREEN_TEMPLATE__.
 */
import { messages } from './messages';
import { registerRenderer } from './registry';

declare const __SCREEN_TEMPLATE__: string | undefined;

registerRenderer('messages', messages, typeof __SCREEN_TEMPLATE__ === 'string' ? __SCREEN_TEMPLATE__ : undefined);
