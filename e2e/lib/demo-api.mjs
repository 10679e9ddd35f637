/**
 * Client for the demo API (src/mocks/node/server.ts): its test controls under /__demo/ and the login call.
 */
export const DEMO_API_URL = process.env.DEMO_API_URL || 'http://localhost:8081';

/** The seeded demo member (README quick start). */
export const DEMO_MEMBER = { email: 'sofia@demo.flechazo.ar', password: 'demo1234' };

async function call(base, method, pathname, body) {
  const res = await fetch(new URL(pathname, base), {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15000),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const error = new Error(`${method} ${pathname} -> ${res.status} ${text.slice(0, 300)}`);
    error.status = res.status;
    error.body = json ?? text;
    throw error;
  }
  return json === undefined ? text : json;
}

/**
 * demoApi(url?) -> {
 *   reset()                      POST /__demo/reset: back to the seeded state (done before each test)
 *   scenario(name, {times, path, method})  POST /__demo/scenario: force an answer of the error
 *                                catalogue ('500', 'token_expired', '402', 'slow', 'network' ...) on the
 *                                next `times` matching requests; or pass the whole body as an object
 *   clearScenarios()             DELETE /__demo/scenario
 *   outbox(to?)                  GET /__demo/outbox: e-mails sent (recovery links, codes), optionally to one address
 *   trigger({channel, event, data})  POST /__demo/trigger: a realtime (Pusher) server event
 *   realtime()                   GET /__demo/realtime: what the server pushed over realtime
 *   expireTokens({userId?, maxAgeMs?})  POST /__demo/tokens/expire: age bearer tokens out (relog)
 *   authenticate(email, password)  POST /v1/authenticate -> {token, recovery_token, sessionInfo, ...}
 *   register(payload)            POST /v1/register -> same shape
 *   request(method, path, body)
 * }
 * The control endpoints are the demo API's (src/mocks/handlers/demo-control.ts).
 */
export function demoApi(url = DEMO_API_URL) {
  const req = (method, pathname, body) => call(url, method, pathname, body);
  return {
    url,
    request: req,
    reset: () => req('POST', '/__demo/reset', {}),
    scenario: (nameOrBody, options = {}) =>
      req('POST', '/__demo/scenario', typeof nameOrBody === 'string' ? { scenario: nameOrBody, ...options } : nameOrBody),
    clearScenarios: () => req('DELETE', '/__demo/scenario'),
    outbox: (to) => req('GET', `/__demo/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`),
    trigger: (body) => req('POST', '/__demo/trigger', body),
    realtime: () => req('GET', '/__demo/realtime'),
    expireTokens: (body = {}) => req('POST', '/__demo/tokens/expire', body),
    authenticate: (email, password) => req('POST', '/v1/authenticate', { email, password }),
    register: (payload) => req('POST', '/v1/register', payload),
  };
}
