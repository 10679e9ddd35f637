/**
 * What the build writes into index.html for the boot loader: the values that depend on the build (its
 * script and chunk files, the configuration's values, the tables of config.early.js and
 * ../first-screens.ts). Everything else the loader knows is compiled into it.
 */
export interface LoaderConfig {
  /** runtime-config.js first, then the app's entry scripts in order. */
  scripts: string[];
  locationsUrl: string;
  sessionKey: string;
  /** Whether index.html carries the prerendered home (<template id="static-home">). */
  staticHome: boolean;
  /** Build-time values of the runtime-config keys the home page shows; an override boots the app. */
  homeConfig: Record<string, string>;
  /** Service worker to register when the static home stays (production builds), or ''. */
  serviceWorker: string;
  /** The build's API host; runtime-config.js may override it (API_BASE_URL). */
  apiBaseUrl: string;
  /**
   * The GET requests a stored session starts at once, before the app's scripts arrive: [pattern, API
   * path] pairs, the pattern matched against the page's path and query, `$1` in the path taking its
   * first group. The app takes each answer instead of sending the same request again
   * (src/shared/boot/handoff.ts takeEarlyResponse; the table: config.early.js).
   */
  earlyGets: [string, string][];
  /**
   * The POST requests a stored session starts at once: [pattern, API path, name of the body's builder
   * (./bodies.ts)], sent only when the builder makes a body. The app takes each answer only for a request
   * of exactly that method, path and body (the table: config.early.js EARLY_POSTS).
   */
  earlyPosts?: [string, string, string][];
  /** For a stored session: [pattern of the page's path and query, lazy chunk files] preloaded with the entry scripts. */
  earlyChunks: [string, string[]][];
  /**
   * The routes whose first screen this index.html can paint from the early answers, before the app's
   * scripts (../first-screens.ts; each has its <template id="static-NAME"> and a renderer in ./screens/).
   * The first whose route matches the page's path and query is the one shown.
   */
  firstScreens: FirstScreenSettings[];
}

export interface FirstScreenSettings {
  /** Its template (<template id="static-NAME">) and its renderer (./screens/index.ts). */
  name: string;
  /** Pattern of the page's path and query it stands for. */
  route: string;
  /** The early answers it is filled from (API paths of config.early.js's EARLY_GETS, `$1` the route's first group), in this order. */
  early: string[];
  /** Build-time values of the runtime-config keys it shows: an override leaves it out. */
  config: Record<string, string>;
  /** Its renderer's own script (js/first-screen-NAME.HASH.js), or '' / absent: the renderer is in the loader. */
  script?: string;
}
