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
 *    `route` (a test checks it), so the app takes the same answers the static copy shows.
 *
 * The boot loader shows the first entry whose route matches the page's path and query (put a modal's
 * route, `[?&]modal=...`, before the screen it opens over). What the loader does with it is the same
 * for every screen (./loader/first-screen.ts): wait for the answers and the location list, fill, show
 * it in a closed shadow root over the hidden app unless the app (whose scripts start at once) has shown
 * a screen of its own by then, replay a press made on it, and give way when the app calls releaseStaticPreview.
 * The app must call releaseStaticPreview once its own screen is in (the dashboard's cards list does;
 * RootLayout does for any screen but the dashboard).
 */
export interface FirstScreen {
  /** The template's id (static-NAME), the prerender's and the loader's renderer. */
  name: string;
  /** Pattern of the page's path and query it stands for. */
  route: string;
  /** The early answers it is filled from (API paths, as EARLY_GETS asks for them on `route`; `$1`: the route's first group). */
  early: string[];
  /** The webpack chunks whose CSS the template carries inline. */
  css: string[];
  /** The runtime-config keys whose values it shows: a runtime override of one leaves it out. */
  config: string[];
  /**
   * Whether the app's scripts wait until it has painted (default true: its answers then have a slow
   * link to themselves, its text is the page's first large paint, and no script of the app's competes
   * with its fill). false where its content is
   * photos: the app's scripts running right after the fill delayed the first card's photo (first-cards
   * bench, record 06), so they run as soon as they are in.
   */
  holdApp?: boolean;
}

/**
 * The early answer every static first screen's shell (the toolbar: like-game button, unread messages)
 * is filled from besides its own `early` (./loader/shell.ts): the session restore that EARLY_GETS asks
 * for on every route, which the app takes for its own first render.
 */
export const SESSION_EARLY = '/v1/session?id=0';

export const FIRST_SCREENS: FirstScreen[] = [
  {
    // A conversation opened over the messages list: the page a tapped notification opens
    // (src/shared/push/notification.ts conversationUrl). `$1` in `early` is the route's first group.
    name: 'conversation',
    route: '^/message-(?:received|sent)/?\\?(?:.*&)?modal=message-view&id=(\\d+)(?:&|$)',
    early: ['/v1/messages/view/$1'],
    css: ['app-shell', 'message-view'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST', 'SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'],
  },
  {
    // A member's '/' opens the recent dashboard (AUTH_HOME).
    name: 'dashboard',
    route: '^/(dashboard-recent/?)?(\\?|$)',
    early: ['/v1/dashboard/listing/recent?page=0'],
    css: ['app-shell', 'dashboard'],
    config: ['APP_NAME', 'API_BASE_URL', 'IMAGE_HOST'],
    holdApp: false,
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
