/** The boot loader (src/app/boot/loader/) as index.html runs it, against the demo API, for tests. */
import { bootLoader, type FirstScreenSettings, type LoaderConfig } from '@/app/boot/loader';
import { FIRST_SCREENS } from '@/app/boot/first-screens';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { apiUrl } from '@/mocks/handlers';
import { config } from '@/shared/config/env';

// The build's own table (webpack.config.js reads the same file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EARLY_GETS, EARLY_POSTS } = require('../../config.early.js') as {
  EARLY_GETS: [string, string][];
  EARLY_POSTS: [string, string, string][];
};

/** The loader's settings as the production build writes them, on the demo API, with `over` on top. */
export function demoLoaderConfig(over: Partial<LoaderConfig> = {}): LoaderConfig {
  return {
    scripts: ['/runtime-config.js', '/js/main.js'],
    locationsUrl: apiUrl('/locations.json'),
    sessionKey: SESSION_STORAGE_KEY,
    staticHome: false,
    homeConfig: {},
    serviceWorker: '',
    apiBaseUrl: config.apiBaseUrl,
    earlyGets: EARLY_GETS,
    earlyPosts: EARLY_POSTS,
    earlyChunks: [],
    firstScreens: [],
    ...over,
  };
}

/**
 * A route's static first screen's settings as webpack.config.js writes them from FIRST_SCREENS
 * (src/app/boot/first-screens.ts), with no build-time configuration values unless `over` gives some.
 */
export function demoFirstScreen(name: string, over: Partial<FirstScreenSettings> = {}): FirstScreenSettings {
  const screen = FIRST_SCREENS.find((s) => s.name === name);
  if (!screen) throw new Error(`no first screen named ${name}`);
  return { name, route: screen.route, early: screen.early, config: {}, ...over };
}

/** Runs the inline boot loader on `path`, up to runtime-config.js having loaded. */
export function runBootLoader(path: string, over: Partial<LoaderConfig> = {}): void {
  window.history.replaceState(null, '', path);
  bootLoader(demoLoaderConfig(over));
  document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
}

/** A session answer (getSession) naming a member with no unread messages who does not play the like game: the static shell as prerendered without its samples. */
export const DEMO_SESSION_BODY = JSON.stringify({ token: 'tok', me: { id: 7 }, counters: { visits: 0, matches: 0, messages: 0 } });

/**
 * The network and frames of a static first screen's test (jest, in each test's beforeEach): the location
 * list, the session answer (a member unless `session` says otherwise), `answer()` for the URLs `isScreen`
 * names, '{}' for any other; and animation frames that come in a task of their own.
 */
export function mockEarlyNetwork(
  isScreen: (url: string) => boolean,
  answer: () => Response,
  session: () => Response = () => new Response(DEMO_SESSION_BODY),
): void {
  jest.spyOn(window, 'fetch').mockImplementation((url) => {
    const u = typeof url === 'string' ? url : url instanceof URL ? url.href : url.url;
    if (u.endsWith('/locations.json')) return Promise.resolve(new Response('[{"id":1,"name":"Buenos Aires","cities":[]}]'));
    if (isScreen(u)) return Promise.resolve(answer());
    if (u.endsWith('/v1/session?id=0')) return Promise.resolve(session());
    return Promise.resolve(new Response('{}', { status: 200 }));
  });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => window.setTimeout(() => cb(0), 0));
}

/**
 * A press as the browser dispatches it (composed: it crosses the static copy's shadow root up to the
 * window). Returns whether the page (the loader) prevented its default; jsdom cannot navigate, so it is
 * stopped afterwards.
 */
export function press(el: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const after = (e: Event) => {
    prevented = e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
  return prevented;
}
