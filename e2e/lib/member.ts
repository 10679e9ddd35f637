/**
 * Members for browser tests: log in (or register) through the demo API, then put the session where the
 * app restores it from (src/features/session/storage.ts: localStorage SESSION_STORAGE_KEY = JSON
 * {token, recovery_token}), before the app is opened.
 */
import type { BrowserContext } from '@playwright/test';
import { demoApi, DEMO_MEMBER, type AuthAnswer, type Credentials } from './demo-api';
import { APP_URL } from './env';
import storageKeys from '../../src/shared/boot/storage-keys.json';

/** Where the app keeps the session (spelt once, for the app, the boot loader, e2e and the bench). */
export const SESSION_STORAGE_KEY: string = storageKeys.SESSION_STORAGE_KEY;

export interface Member extends Credentials {
  token: string;
  recovery_token: string | null;
  auth: AuthAnswer;
}

type SessionAuth = Pick<AuthAnswer, 'token' | 'recovery_token'>;

export const storedSession = (auth: SessionAuth) => ({ token: auth.token, recovery_token: auth.recovery_token ?? null });

/** A Playwright storageState that starts a context logged in (test.use({storageState}) or browser.newContext). */
/**
 * The push dialogs' budget already spent on this device (src/features/pwa/prompt-limits.ts): the app's own
 * notification dialog, a modal, would otherwise open at a journey's first scroll past page 1 (PWA-04/07).
 */
export const NO_PUSH_DIALOGS = {
  name: 'flechazo.pushPrompts',
  value: JSON.stringify({ ask: { count: 5, last: 0 }, tutorial: { count: 5, last: 0 } }),
};

export function sessionStorageState(appUrl: string, auth: SessionAuth) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(appUrl).origin,
        localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(storedSession(auth)) }, NO_PUSH_DIALOGS],
      },
    ],
  };
}

/**
 * Write the session into the context's localStorage for the app origin without booting the app
 * (a stub page on the app's origin). Call it before the context opens the app: a page the service
 * worker controls would bypass the stub.
 */
export async function storeSession(context: BrowserContext, appUrl: string, auth: SessionAuth): Promise<void> {
  const page = await context.newPage();
  const stub = new URL('/__e2e__/seed-session', appUrl).href;
  try {
    await page.route(stub, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
    await page.goto(stub);
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
      key: SESSION_STORAGE_KEY,
      value: JSON.stringify(storedSession(auth)),
    });
  } finally {
    await page.close();
  }
}

let counter = 0;
/** A valid registration payload (AUTH-11, POST /v1/register) for a fresh, unique member; override any field. */
export function registrationPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> & Credentials {
  counter += 1;
  return {
    email: `e2e-${Date.now().toString(36)}-${process.pid}-${counter}@demo.flechazo.ar`,
    password: 'demo1234',
    birthdate: { day: 15, month: 6, year: 1995 },
    gender: 'h',
    genderWanted: 'm',
    province: 1, // Buenos Aires (src/mocks/db/locations.ts: city id = province id * 100 + position)
    city: 101, // La Plata
    socialMedia: null,
    socialMediaData: { accessToken: null, userID: null },
    ...overrides,
  };
}

export interface MemberOptions extends Partial<Credentials> {
  /** Overrides of registrationPayload() when registering. */
  payload?: Record<string, unknown>;
  /** The app origin (default APP_URL). */
  appUrl?: string;
  /** The demo API (default DEMO_API_URL). */
  apiUrl?: string;
}

/**
 * Logs a member in through the demo API without a context: given email (and password, default the demo
 * one) logs that member in; otherwise registers a fresh member (payload overrides registrationPayload()).
 */
export async function authenticateMember(opts: MemberOptions = {}): Promise<Member> {
  const api = demoApi(opts.apiUrl);
  if (opts.email) {
    const { email, password = DEMO_MEMBER.password } = opts;
    const auth = await api.authenticate(email, password);
    return { email, password, token: auth.token, recovery_token: auth.recovery_token ?? null, auth };
  }
  const payload = registrationPayload(opts.payload);
  const auth = await api.register(payload);
  return { email: payload.email, password: payload.password, token: auth.token, recovery_token: auth.recovery_token ?? null, auth };
}

/**
 * newMember(context, opts): authenticateMember(opts), then the session stored in the context
 * (storeSession). The context is left logged in; open the app afterwards.
 */
export async function newMember(context: BrowserContext, opts: MemberOptions = {}): Promise<Member> {
  const member = await authenticateMember(opts);
  await storeSession(context, opts.appUrl ?? APP_URL, member.auth);
  return member;
}

/** The seeded demo member, logged in. */
export const loginDemoMember = (context: BrowserContext, opts: Omit<MemberOptions, 'email' | 'password'> = {}) =>
  newMember(context, { ...DEMO_MEMBER, ...opts });
