/**
 * The routes whose first screen index.html paints before the app's scripts, from the early answers
 * (decision 06): the build's table. Each entry needs three things, all named by `name`:
 *
 * 1. a build-time render of the app's own first screen on that route with placeholder values
 *    (a module of ./prerender/, named in ./prerender.tsx FIRST_SCREEN_RENDERS), which the build puts into <template id="static-NAME">
 *    with the CSS of `css`'s chunks;
 * 2. a renderer in the boot loader that fills a copy of it from the early answers
 *    (./loader/screens/, registered in ./loader/screens/index.ts);
 * 3. its early answers: `early` names API paths that config.early.js's EARLY_GETS already asks for on
 *    `route`, or 'POST ' + the path of one of its EARLY_POSTS (a test checks it), so the app takes the
 *    same answers the static copy shows.
 *
 * The boot loader shows the first entry whose route matches the page's path and query (put a modal's
 * route, `[?&]modal=...`, before the screen it opens over). What the loader does with it is the same
 * for every screen (./loader/first-screen.ts): wait for the answers and the location list, fill, show
 * it in a closed shadow root over the hidden app unless the app has shown a screen of its own by then
 * (its scripts are asked for once the copy and its photos on screen have painted, at most 1.5 s after
 * the loader began: ./loader/index.ts), replay a press made on it, and give way when the app calls
 * releaseStaticPreview.
 * The app must call releaseStaticPreview once its own screen is in (the dashboard's cards list does;
 * RootLayout does for any screen but the dashboard).
 */
export interface FirstScreen {
  /** The template's id (static-NAME), the prerender's and the loader's renderer. */
  name: string;
  /** Pattern of the page's path and query it stands for. */
  route: string;
  /**
   * The early answers it is filled from (API paths, as EARLY_GETS asks for them on `route`; `$1`: the
   * route's first group; 'POST ' + path: an early POST of EARLY_POSTS).
   */
  early: string[];
  /** The webpack chunks whose CSS the template carries inline. */
  css: string[];
  /** The runtime-config keys whose values it shows: a runtime override of one leaves it out. */
  config: string[];
}

/**
 * The early answer every static first screen's shell (the toolbar: like-game button, unread messages)
 * is filled from besides its own `early` (./loader/shell.ts): the session restore that EARLY_GETS asks
 * for on every route, which the app takes for its own first render.
 */
export const SESSION_EARLY = '/v1/session?id=0';

/**
 * A member's id in a link (`?id=`) whose first screen is static: a number, or a server's own id (a word,
 * a UUID, a negative number: an opaque id, src/shared/lib/wire.ts) of characters a link carries as they
 * are, so that the early answer's path is the app's own (idInUrl). config.early.js has the same pattern.
 */
export const LINK_ID = '[\\w.~-]{1,128}';

export const FIRST_SCREENS: FirstScreen[] = [
  {
    // A conversation opened over the messages list: the page a tapped notification opens
    // (src/shared/push/notification.ts conversationUrl). `$1` in `early` is the route's first group.
    name: 'conversation',
    route: '^/message-(?:received|sent)/?\\?(?:.*&)?modal=message-view&id=(' + LINK_ID + ')(?:&|$)',
    early: ['/v1/messages/view/$1'],
    css: ['app-shell', 'message-view'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST', 'SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'],
  },
  {
    // Another member's profile opened over a member's screen (a link to a profile: the issue's
    // '/dashboard-recent?modal=profile-view&id=12'), before those screens: the dashboard's route matches
    // its page too, and the loader shows the first entry that matches. Only the dialog is painted, not
    // the screen behind (a full-screen modal is all a phone shows): the app renders that screen hidden
    // and opens its own dialog in the frame the static copy goes, so neither flashes. The screen behind
    // may release it as its own content comes in; the loader keeps a modal's static copy until the
    // app's dialog is open (./loader/first-screen.ts). '/' is left out (a member's '/' goes to the
    // dashboard), as are the entry pages. Its largest paint is the member's photo, and the app's scripts
    // wait for it, as for every static screen's photos on screen: in the reopened-link bench
    // (slow 4G, CPU 4x, 8 runs alternated each way) the photo painted 26-124 ms sooner held than not
    // (LCP 1,114 vs 1,140 and 1,284 vs 1,408 ms), the name 10-107 ms sooner; the app took over about
    // 0.5 s later (2,472 vs 1,983 ms), a press on the copy starting it at once.
    name: 'profile-view',
    route:
      '^/(?:dashboard-(?:recent|new|online)|message-(?:received|sent)|likes-(?:received|sent)|visits-(?:received|sent)|dislikes|my-profile|my-account)/?\\?(?:.*&)?modal=profile-view&id=(' +
      LINK_ID +
      ')(?:&|$)',
    early: [SESSION_EARLY, '/v1/profile/$1'],
    css: ['app-shell', 'profile'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST', 'SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'],
  },
  {
    // A member's '/' opens the recent dashboard (AUTH_HOME).
    name: 'dashboard',
    route: '^/(dashboard-recent/?)?(\\?|$)',
    early: ['/v1/dashboard/listing/recent?page=0'],
    css: ['app-shell', 'dashboard'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST'],
  },
  {
    // A member's received messages (a link to the inbox), not a conversation opened over it.
    name: 'messages',
    route: '^/message-received/?($|\\?(?!(.*&)?modal=))',
    early: ['/v1/messages/received?page=0'],
    css: ['app-shell', 'messages'],
    config: ['APP_NAME', 'API_BASE_URL', 'SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'],
  },
  {
    // My profile's header and its form's first sections (a modal opened over it is not its first screen).
    name: 'my-profile',
    route: '^/my-profile/?($|\\?(?!(.*&)?modal=))',
    early: ['/v1/profile'],
    css: ['app-shell', 'my-profile'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST'],
  },
  {
    // My account, from the account and the session's member (its gender, a plan being processed).
    name: 'my-account',
    route: '^/my-account/?($|\\?(?!(.*&)?modal=))',
    early: ['/v1/session?id=0', '/v1/account'],
    css: ['app-shell', 'account'],
    config: ['APP_NAME', 'API_BASE_URL'],
  },
  {
    // The search results reopened (not a profile opened over them): the first page of the saved search,
    // whose request is a POST of its filters. The loader sends it (config.early.js EARLY_POSTS) only when
    // it builds the app's very body from the stored search; the app takes the answer only for exactly
    // that body, and declines this copy otherwise.
    name: 'search-results',
    route: '^/search-results/?($|\\?(?!(.*&)?modal=))',
    early: ['POST /v1/dashboard/search'],
    css: ['app-shell', 'search'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST'],
  },
  // The member lists ('Te gustan' and the other lists of its screen, not a profile opened over one):
  // one row each, one renderer (./loader/screens/lists.ts); each is filled from its list's first page.
  ...(
    [
      ['likes-sent', '/v1/user/likes?page=0'],
      ['likes-received', '/v1/user/matches?page=0'],
      ['visits-received', '/v1/user/visits/received?page=0'],
      ['visits-sent', '/v1/user/visits/sent?page=0'],
      ['dislikes', '/v1/user/dislikes?page=0'],
    ] as const
  ).map(([name, early]) => ({
    name,
    route: `^/${name}/?($|\\?(?!(.*&)?modal=))`,
    early: [early],
    css: ['app-shell', 'lists'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST', 'URL_ALLOW_HTTP'],
  })),
];
