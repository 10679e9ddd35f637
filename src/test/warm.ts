/**
 * Warm lazy modules before a test file's first test.
 *
 * Jest gives each test file its own module registry, and the app imports its screens, the member shell,
 * modals and some sagas lazily (`import()`), as the production build loads chunks. So the first test of a
 * file is the one that loads them (and, on a cold cache, has babel-jest transform them) while its
 * `findBy*` waits, within asyncUtilTimeout (jest.setup.ts): on a loaded machine that first wait can run
 * out, for no fault of the app. Loading those modules in a `beforeAll` (no timing asserted; a generous
 * hook timeout) leaves every test, the first included, to wait only for what it checks.
 */
import { getHttp } from '@/api/http';
import { preloadMatchedScreens } from '@/app/router/lazy-screen';
import { routes } from '@/app/router/routes';

/** Loading a whole feature's modules on a busy machine: far more than it needs, but bounded. */
const WARM_TIMEOUT_MS = 120_000;

type Loader = () => Promise<unknown>;

/** What every page loads lazily besides its screens: axios (first request), the member shell's push/offline sagas. */
const ALWAYS: Loader[] = [getHttp, () => import('@/features/pwa/member-sagas')];

/** The lazy screens a path renders (the member shell included, for member routes). */
function screensOf(path: string): Promise<void> {
  return preloadMatchedScreens(routes, { pathname: new URL(path, 'http://localhost').pathname });
}

/**
 * Call at the top of a test file: before its first test, loads the screens of `paths` (with the member
 * shell and its lazy sagas) and any other lazy module given in `modules` (a modal, a lazy component or
 * saga: `() => import('../screens/PaymentModal')`). Asserts nothing; a module that fails to load fails
 * in the test that needs it, as it would without this.
 */
export function warmLazyModules(paths: readonly string[], modules: readonly Loader[] = []): void {
  beforeAll(async () => {
    const loads = [...paths.map(screensOf), ...ALWAYS.map((l) => l()), ...modules.map((l) => l())];
    await Promise.allSettled(loads);
  }, WARM_TIMEOUT_MS);
}
