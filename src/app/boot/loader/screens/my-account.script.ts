/**
 * My account's renderer as a script of its own (./registry.ts): js/first-screen-my-account.HASH.js,
 * called by the build with the screen's prerendered template (its markup and CSS) as __SCREEN_TEMPLATE__.
 */
import { myAccount } from './my-account';
import { registerRenderer } from './registry';

declare const __SCREEN_TEMPLATE__: string | undefined;

registerRenderer('my-account', myAccount, typeof __SCREEN_TEMPLATE__ === 'string' ? __SCREEN_TEMPLATE__ : undefined);
