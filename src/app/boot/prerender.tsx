/**
 * Build-time renders of the app (webpack.config.js runs this bundle in Node and puts the markup in
 * index.html's templates; see ./loader/). Each renders the app's own route table, layout, screens
 * and locales (./prerender/kit.tsx), so the static page is the app's first render, not a copy.
 *
 * - The visitor's home (<template id="static-home">): the app's state when the home shows, locations
 *   in and no session.
 * - Each route's static first screen (./first-screens.ts, <template id="static-NAME">): its render is a
 *   module of its own in ./prerender/, named in FIRST_SCREEN_RENDERS, which renders the screen with
 *   placeholder values that the screen's renderer in the boot loader fills (./loader/screens/NAME.ts).
 */
import { renderAt } from './prerender/kit';
import { renderStaticDashboard } from './prerender/dashboard';
import { renderStaticMessages } from './prerender/messages';
import { renderStaticMyProfile } from './prerender/my-profile';
import { renderStaticMyAccount } from './prerender/my-account';
import { STATIC_LIST_RENDERS } from './prerender/lists';
import { renderStaticConversation } from './prerender/conversation';
import { renderStaticSearchResults } from './prerender/search-results';
import { renderStaticProfileView } from './prerender/profile-view';
import { FIRST_SCREENS } from './first-screens';

export { FIRST_SCREENS };

export async function renderStaticHome(): Promise<string> {
  const html = await renderAt('/', []);
  if (!html.includes('data-testid="home"')) throw new Error('prerender: the home page did not render');
  return html;
}

/** The build-time render of each route's static first screen, by its name in FIRST_SCREENS. */
const FIRST_SCREEN_RENDERS: Record<string, (() => Promise<string>) | undefined> = {
  dashboard: renderStaticDashboard,
  messages: renderStaticMessages,
  'my-profile': renderStaticMyProfile,
  'my-account': renderStaticMyAccount,
  ...STATIC_LIST_RENDERS,
  conversation: renderStaticConversation,
  'search-results': renderStaticSearchResults,
  'profile-view': renderStaticProfileView,
};

/** The markup of <template id="static-NAME"> for a route's static first screen (FIRST_SCREENS). */
export async function renderFirstScreen(name: string): Promise<string> {
  const render = FIRST_SCREEN_RENDERS[name];
  if (!render) throw new Error(`prerender: no render for the first screen '${name}' (src/app/boot/first-screens.ts)`);
  // The CSP allows no style attributes in markup: the loader sets these through the CSSOM instead.
  return (await render()).replace(/ style="/g, ' data-style="');
}
