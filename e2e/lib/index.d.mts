/** Types for journeys written in TypeScript (e2e/*.spec.ts): import { test, expect } from './lib/index.mjs'. */
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { AxeResults, Result as AxeViolation } from 'axe-core';

export interface AppInfo {
  url: string;
  apiUrl: string;
  api: boolean;
}

/** Answers of the demo API are JSON whose shape the demo API defines. */
export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface DemoApi {
  url: string;
  request(method: string, path: string, body?: unknown): Promise<Json>;
  reset(): Promise<Json>;
  scenario(name: string, options?: { times?: number; path?: string; method?: string }): Promise<Json>;
  scenario(body: Record<string, unknown>): Promise<Json>;
  clearScenarios(): Promise<Json>;
  outbox(to?: string): Promise<Json>;
  trigger(body: { channel: string; event: string; data?: unknown }): Promise<Json>;
  realtime(): Promise<Json>;
  expireTokens(body?: { userId?: number; maxAgeMs?: number | null }): Promise<Json>;
  authenticate(email: string, password: string): Promise<Json>;
  register(payload: Record<string, unknown>): Promise<Json>;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface Member extends Credentials {
  token: string;
  recovery_token: string | null;
  auth: Json;
}

export interface Fixtures {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  app: AppInfo;
  demo: DemoApi;
  /** Set when the test's `member` option asks for a logged-in member. */
  member: Member | null;
  log: (...args: unknown[]) => void;
}

export interface TestOptions {
  /** true: the seeded demo member; 'new': a freshly registered member; or given credentials. */
  member?: true | 'new' | Credentials;
  timeout?: number;
  viewport?: { width: number; height: number };
  deviceScaleFactor?: number;
  contextOptions?: BrowserContextOptions;
}

export type TestBody = (fixtures: Fixtures) => Promise<void> | void;

export interface TestFunction {
  (title: string, body: TestBody): void;
  (title: string, options: TestOptions, body: TestBody): void;
  skip: TestFunction;
  only: TestFunction;
  fixme: TestFunction;
}

export declare const test: TestFunction;

type TextMatch = string | RegExp;

export interface ValueMatchers {
  toBe(expected: unknown): void;
  toEqual(expected: unknown): void;
  toBeTruthy(): void;
  toBeFalsy(): void;
  toBeDefined(): void;
  toBeUndefined(): void;
  toBeNull(): void;
  toContain(expected: unknown): void;
  toMatch(expected: TextMatch): void;
  toHaveLength(n: number): void;
  toBeGreaterThan(n: number): void;
  toBeGreaterThanOrEqual(n: number): void;
  toBeLessThan(n: number): void;
  toBeLessThanOrEqual(n: number): void;
}

export interface LocatorMatchers {
  toBeVisible(): Promise<void>;
  toBeHidden(): Promise<void>;
  toBeAttached(): Promise<void>;
  toBeEnabled(): Promise<void>;
  toBeDisabled(): Promise<void>;
  toBeChecked(): Promise<void>;
  toBeFocused(): Promise<void>;
  toHaveCount(n: number): Promise<void>;
  toHaveText(expected: TextMatch): Promise<void>;
  toContainText(expected: TextMatch): Promise<void>;
  toHaveValue(expected: TextMatch): Promise<void>;
  toHaveAttribute(name: string, expected?: TextMatch): Promise<void>;
}

export interface PageMatchers {
  /** A string starting with '/' compares with the path (and the query when it has one). */
  toHaveURL(expected: string | RegExp | ((url: URL) => boolean)): Promise<void>;
  toHaveTitle(expected: TextMatch): Promise<void>;
}

export interface ExpectOptions {
  timeout?: number;
}

export declare function expect(target: Locator, options?: ExpectOptions): LocatorMatchers & { not: LocatorMatchers };
export declare function expect(target: Page, options?: ExpectOptions): PageMatchers & { not: PageMatchers };
export declare function expect(target: unknown, options?: ExpectOptions): ValueMatchers & { not: ValueMatchers };

export interface A11yOptions {
  include?: string | string[];
  exclude?: string | string[];
  disableRules?: string[];
  log?: (line: string) => void;
}
export declare function checkA11y(page: Page, label: string, options?: A11yOptions): Promise<AxeResults>;
export declare function formatViolations(violations: AxeViolation[], options?: { details?: boolean }): string;

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const DEFAULT_VIEWPORT: { width: number; height: number };
export declare const ARTIFACTS_DIR: string;
export declare function launchBrowser(options?: { args?: string[]; slowMo?: number }): Promise<Browser>;
export declare function launchPersistent(
  options?: BrowserContextOptions & { userDataDir?: string; args?: string[]; baseURL?: string },
): Promise<{ context: BrowserContext; userDataDir: string; close(options?: { keepProfile?: boolean }): Promise<void> }>;
export declare function newContext(
  browser: Browser,
  options?: BrowserContextOptions & { viewport?: { width: number; height: number }; deviceScaleFactor?: number; baseURL?: string },
): Promise<BrowserContext>;
export declare function screenshot(page: Page, name: string, options?: Parameters<Page['screenshot']>[0]): Promise<string>;
export declare function waitForApp(page: Page, options?: { timeout?: number }): Promise<void>;

export declare const DEMO_API_URL: string;
export declare const DEMO_MEMBER: Credentials;
export declare function demoApi(url?: string): DemoApi;

export declare const SESSION_STORAGE_KEY: string;
export declare function newMember(
  context: BrowserContext,
  options?: Partial<Credentials> & { payload?: Record<string, unknown>; appUrl?: string; apiUrl?: string },
): Promise<Member>;
export declare function loginDemoMember(context: BrowserContext, options?: { appUrl?: string; apiUrl?: string }): Promise<Member>;
export declare function storeSession(
  context: BrowserContext,
  appUrl: string,
  auth: { token: string; recovery_token?: string | null },
): Promise<void>;
export declare function sessionStorageState(
  appUrl: string,
  auth: { token: string; recovery_token?: string | null },
): { cookies: []; origins: { origin: string; localStorage: { name: string; value: string }[] }[] };
export declare function registrationPayload(overrides?: Record<string, unknown>): Record<string, unknown>;
