/**
 * Members for browser tests: log in (or register) through the demo API, then put the session where the
 * app restores it from (src/features/session/storage.ts: localStorage 'flechazo.session' = JSON
 * {token, recovery_token}), before the app is opened.
 */
import { demoApi, DEMO_MEMBER, DEMO_API_URL } from './demo-api.mjs';
import { contextBaseURL } from './browser.mjs';

/** Must match SESSION_STORAGE_KEY in src/features/session/storage.ts. */
export const SESSION_STORAGE_KEY = 'flechazo.session';

export const storedSession = (auth) => ({ token: auth.token, recovery_token: auth.recovery_token ?? null });

/** A Playwright storageState that starts a context logged in: browser.newContext({storageState}). */
export function sessionStorageState(appUrl, auth) {
  return {
    cookies: [],
    origins: [
      { origin: new URL(appUrl).origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(storedSession(auth)) }] },
    ],
  };
}

/**
 * Write the session into the context's localStorage for the app origin without booting the app
 * (a stub page on the app's origin). Call it before the context opens the app: a page the service
 * worker controls would bypass the stub.
 */
export async function storeSession(context, appUrl, auth) {
  const page = await context.newPage();
  const stub = new URL('/__e2e__/seed-session', appUrl).href;
  try {
    await page.route(stub, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
    await page.goto(stub);
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key, value),
      [SESSION_STORAGE_KEY, JSON.stringify(storedSession(auth))],
    );
  } finally {
    await page.close();
  }
}

let counter = 0;
/** A valid registration payload (AUTH-11, POST /v1/register) for a fresh, unique member; override any field. */
export function registrationPayload(overrides = {}) {
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

/**
 * newMember(context, opts) -> {email, password, token, recovery_token, auth}
 *   opts.email/password: log in that member (e.g. DEMO_MEMBER);
 *   otherwise: register a fresh member (opts.payload overrides registrationPayload()).
 *   opts.appUrl: the app origin (default: the context's baseURL or http://localhost:8080);
 *   opts.apiUrl: the demo API (default http://localhost:8081).
 * The context is left logged in (session in localStorage); open the app afterwards.
 */
export async function newMember(context, opts = {}) {
  const api = demoApi(opts.apiUrl ?? DEMO_API_URL);
  const appUrl = opts.appUrl ?? contextBaseURL(context) ?? 'http://localhost:8080';
  let email;
  let password;
  let auth;
  if (opts.email) {
    ({ email, password = DEMO_MEMBER.password } = opts);
    auth = await api.authenticate(email, password);
  } else {
    const payload = registrationPayload(opts.payload);
    ({ email, password } = payload);
    auth = await api.register(payload);
  }
  if (!auth || typeof auth.token !== 'string')
    throw new Error(`no token in the demo API's answer for ${email}: ${JSON.stringify(auth).slice(0, 300)}`);
  await storeSession(context, appUrl, auth);
  return { email, password, token: auth.token, recovery_token: auth.recovery_token ?? null, auth };
}

/** The seeded demo member, logged in. */
export const loginDemoMember = (context, opts = {}) => newMember(context, { ...DEMO_MEMBER, ...opts });
