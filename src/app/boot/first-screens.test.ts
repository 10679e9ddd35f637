/**
 * The build's table of static first screens (./first-screens.ts) agrees with the rest of the boot: each
 * screen has a renderer in the boot loader and a build-time render, and the early answers it is filled
 * from are the ones config.early.js asks for on its pages (so the app takes the same answers).
 */
import { FIRST_SCREENS, LINK_ID, SESSION_EARLY } from './first-screens';
import fs from 'fs';
import path from 'path';
import { RENDERERS } from './loader/screens';
import { renderFirstScreen } from './prerender';

type EarlyTables = { EARLY_GETS: [string, string][]; EARLY_POSTS: [string, string, string][]; LINK_ID: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const early = require('../../../config.early.js') as EarlyTables;
const { EARLY_GETS, EARLY_POSTS, LINK_ID: EARLY_LINK_ID } = early;

/** Pages each screen stands for (its route matches them) and pages it does not, to check its table row against. */
const PAGES: Record<string, { pages: string[]; others: string[] }> = {
  dashboard: { pages: ['/', '/?modal=x', '/dashboard-recent', '/dashboard-recent/'], others: ['/dashboard-new', '/likes-sent', '/login'] },
  // A conversation opened over the messages list (a tapped notification's page), not over another screen.
  conversation: {
    pages: [
      '/message-received?modal=message-view&id=238',
      '/message-received/?utm_source=push&modal=message-view&id=5&x=1',
      '/message-sent?modal=message-view&id=7',
      // A server's own ids (opaque ids: src/shared/lib/wire.ts).
      '/message-received?modal=message-view&id=usr_238',
      '/message-received?modal=message-view&id=-7180426',
      '/message-received?modal=message-view&id=3f2b8c1e-9d4a-4e6b-a1c2-5b7e9f0d1a2c',
    ],
    others: [
      '/message-received',
      '/dashboard-recent?modal=message-view&id=238',
      '/message-received?modal=profile-view&id=238',
      // An id whose characters a link encodes: the app's request path would not be the link's text.
      '/message-received?modal=message-view&id=a%20b',
      '/message-received?modal=message-view&id=a+b',
      '/message-received?modal=message-view&id=',
    ],
  },
  // A profile opened over a member's screen (a link to a profile), not over '/', an entry page or another modal.
  'profile-view': {
    pages: [
      '/dashboard-recent?modal=profile-view&id=12',
      '/dashboard-online/?utm_source=push&modal=profile-view&id=5&x=1',
      '/message-received?modal=profile-view&id=7',
      '/likes-sent?modal=profile-view&id=7',
      '/my-account?modal=profile-view&id=7',
      '/dashboard-recent?modal=profile-view&id=laborum',
      '/likes-sent?modal=profile-view&id=-7180426',
    ],
    others: [
      '/dashboard-recent',
      '/?modal=profile-view&id=12',
      '/login?modal=profile-view&id=12',
      '/dashboard-recent?modal=message-view&id=12',
      '/dashboard-recent?modal=profile-view&id=a%40b',
      '/dashboard-recent?modal=profile-view&id=',
      '/dashboard-recentx?modal=profile-view&id=12',
    ],
  },
  // A conversation opened over the list (?modal=message-view) is not the list's first screen.
  messages: {
    pages: ['/message-received', '/message-received/', '/message-received?utm_source=push'],
    others: ['/message-sent', '/message-received?modal=message-view&id=5', '/message-received?x=1&modal=profile-view&id=5', '/'],
  },
  'my-account': {
    pages: ['/my-account', '/my-account/', '/my-account?utm_source=mail'],
    others: ['/my-account?modal=pay-wall', '/my-profile', '/'],
  },
  'my-profile': {
    pages: ['/my-profile', '/my-profile/', '/my-profile?utm_source=push'],
    others: ['/my-profile?modal=my-profile-images', '/my-account', '/'],
  },
  // A profile opened over the results (?modal=profile-view) is not their first screen.
  'search-results': {
    pages: ['/search-results', '/search-results/', '/search-results?utm_source=push'],
    others: ['/search-results?modal=profile-view&id=5', '/search-results?modal=search', '/search', '/'],
  },
  // The member lists: a profile opened over one (?modal=profile-view) is not the list's first screen.
  ...Object.fromEntries(
    ['likes-sent', 'likes-received', 'visits-received', 'visits-sent', 'dislikes'].map((name) => [
      name,
      {
        pages: [`/${name}`, `/${name}/`, `/${name}?utm_source=push`],
        others: [`/${name}?modal=profile-view&id=5`, `/${name}x`, '/likes', '/'],
      },
    ]),
  ),
};

/** What the boot loader's early GETs and POSTs (by their key, 'POST ' + path) ask for on `page` (src/app/boot/loader/early.ts). */
function earlyPaths(page: string): string[] {
  return [
    ...EARLY_GETS.flatMap(([route, apiPath]) => {
      const m = new RegExp(route).exec(page);
      return m ? [apiPath.replace('$1', m[1] ?? '')] : [];
    }),
    ...EARLY_POSTS.flatMap(([route, apiPath]) => (new RegExp(route).test(page) ? [`POST ${apiPath}`] : [])),
  ];
}

describe('static first screens', () => {
  it.each(FIRST_SCREENS.map((s) => [s.name, s] as const))(
    "[PERF] '%s' has a renderer (in the loader or a script of its own), a prerender, and early answers the loader asks for on its pages",
    async (name, screen) => {
      const script = path.join(__dirname, 'loader/screens', `${name}.script.ts`);
      expect(Boolean(RENDERERS[name]) !== fs.existsSync(script)).toBe(true); // one or the other
      expect((await renderFirstScreen(name)).length).toBeGreaterThan(0);
      const { pages = [], others = [] } = PAGES[name] ?? {};
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page).toMatch(new RegExp(screen.route));
        const group = new RegExp(screen.route).exec(page)?.[1] ?? '';
        // Its own answers and the session's, which its shell (the toolbar) is filled from (./loader/shell.ts).
        for (const path of [SESSION_EARLY, ...screen.early]) expect(earlyPaths(page)).toContain(path.replace('$1', group));
      }
      for (const page of others) expect(page).not.toMatch(new RegExp(screen.route));
    },
  );

  it('[PERF][OPEN-11] the link id of the static screens is the one config.early.js asks early answers for', () => {
    expect(EARLY_LINK_ID).toBe(LINK_ID);
  });

  it("[PERF][OPEN-11] a profile opened over the dashboard (whose route matches its page too) is the profile's static screen: the loader shows the first entry that matches", () => {
    for (const page of PAGES['profile-view']?.pages ?? [])
      expect(FIRST_SCREENS.find((s) => new RegExp(s.route).test(page))?.name).toBe('profile-view');
    expect(FIRST_SCREENS.find((s) => new RegExp(s.route).test('/dashboard-recent'))?.name).toBe('dashboard');
  });
});
