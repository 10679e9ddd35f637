/** The boot loader (src/app/boot/loader.ts) as index.html runs it, against the demo API, for tests. */
import { bootLoader, type LoaderConfig } from '@/app/boot/loader';
import { DASHBOARD_SLOTS, LIKED_CARD_ID } from '@/app/boot/static-dashboard';
import { SESSION_STORAGE_KEY } from '@/features/session';
import { apiUrl } from '@/mocks/handlers';
import { config } from '@/shared/config/env';

// The build's own table (webpack.config.js reads the same file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EARLY_GETS } = require('../../config.early.js') as { EARLY_GETS: [string, string][] };

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
    earlyChunks: [],
    staticDashboard: null,
    staticWaitMs: 1000,
    ...over,
  };
}

/** The static dashboard's settings as webpack.config.js writes them (STATIC_DASHBOARD), with `over` on top. */
export function demoStaticDashboard(
  over: Partial<NonNullable<LoaderConfig['staticDashboard']>> = {},
): NonNullable<LoaderConfig['staticDashboard']> {
  return {
    route: '^/(dashboard-recent/?)?$',
    apiPath: '/v1/dashboard/listing/recent?page=0',
    slots: DASHBOARD_SLOTS,
    likedId: LIKED_CARD_ID,
    config: {},
    ...over,
  };
}

/** Runs the inline boot loader on `path`, up to runtime-config.js having loaded. */
export function runBootLoader(path: string, over: Partial<LoaderConfig> = {}): void {
  window.history.replaceState(null, '', path);
  bootLoader(demoLoaderConfig(over));
  document.head.querySelector('script[src="/runtime-config.js"]')?.dispatchEvent(new Event('load'));
}
