/**
 * The conversation's renderer as a script of its own (./registry.ts): js/first-screen-conversation.HASH.js,
 * called by the build with the dialog's prerendered template (its markup and CSS) as __SCREEN_TEMPLATE__.
 */
import { conversation } from './conversation';
import { registerRenderer } from './registry';

declare const __SCREEN_TEMPLATE__: string | undefined;

registerRenderer('conversation', conversation, typeof __SCREEN_TEMPLATE__ === 'string' ? __SCREEN_TEMPLATE__ : undefined);
