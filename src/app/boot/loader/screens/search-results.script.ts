/**
 * The search results' renderer as a script of its own (./registry.ts): js/first-screen-search-results.HASH.js,
 * called by the build with the screen's prerendered template (its markup and CSS) as __SCREEN_TEMPLATE__.
 */
import { registerRenderer } from './registry';
import { searchResults } from './search-results';

declare const __SCREEN_TEMPLATE__: string | undefined;

registerRenderer('search-results', searchResults, typeof __SCREEN_TEMPLATE__ === 'string' ? __SCREEN_TEMPLATE__ : undefined);
