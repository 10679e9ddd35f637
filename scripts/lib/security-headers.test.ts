/**
 * The security headers builder (issue 22: Content-Security-Policy and headers): what serve.mjs sends,
 * what the build writes to dist/_headers and what docs/security.md's nginx snippet shows.
 */
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  assetHeaders,
  contentSecurityPolicy,
  isPlainAsset,
  cspManifest,
  headersFile,
  headersForDist,
  headersFromManifest,
  inlineHashes,
  nginxServer,
  nginxSnippet,
  runtimeOverrides,
  securityHeaders,
  type Config,
} from './security-headers.cjs';

/** The demo build's configuration (.env.example). */
const DEMO: Config = {
  API_BASE_URL: 'http://localhost:8081',
  PUSHER_KEY: 'demo-app-key',
  PUSHER_CLUSTER: 'mt1',
  PUSHER_HOST: 'localhost',
  PUSHER_PORT: '8081',
  PUSHER_FORCE_TLS: 'false',
  REALTIME_AUTH_ENDPOINT: '/v1/pusher/auth',
  FACEBOOK_APP_ID: '',
  GTM_ID: '',
  IMAGE_HOST: 'http://localhost:8081/img',
  LOCATIONS_URL: 'http://localhost:8081/locations.json',
  PAYMENT_PROVIDER_URL: '',
  TAG_SUGGEST_FILMS_URL: 'http://localhost:8081/v1/suggest/films?q={q}',
  TAG_SUGGEST_MUSIC_URL: '',
  TAG_SUGGEST_BOOKS_URL: '',
};

/** A production-like configuration: its own API, image and locations hosts, Pusher's cluster over TLS. */
const PROD: Config = {
  ...DEMO,
  API_BASE_URL: 'https://api.flechazo.com.ar/',
  PUSHER_KEY: 'live-key',
  PUSHER_CLUSTER: 'us2',
  PUSHER_HOST: '',
  PUSHER_PORT: '',
  PUSHER_FORCE_TLS: 'true',
  IMAGE_HOST: 'https://img.flechazo.com.ar/fotos',
  LOCATIONS_URL: 'https://static.flechazo.com.ar/locations.json',
  PAYMENT_PROVIDER_URL: 'https://pagos.example.com/adapter.js?v=3',
  TAG_SUGGEST_FILMS_URL: '',
};

/** The policy as {directive: sources}. */
function parse(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sha = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

describe('Content-Security-Policy', () => {
  it('[SEC] is strict: self, the inline hashes, no unsafe-*, no plugins, no base, no framing, Trusted Types with one app policy', () => {
    const csp = parse(contentSecurityPolicy(DEMO, { scriptHashes: ['sha256-AAA='], styleHashes: ['sha256-BBB=', 'sha256-CCC='] }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'sha256-AAA='", 'http://localhost:8081/demo/payment-provider.js']);
    expect(csp['style-src']).toEqual(["'self'", "'sha256-BBB='", "'sha256-CCC='"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['require-trusted-types-for']).toEqual(["'script'"]);
    expect(csp['trusted-types']).toEqual(['flechazo', 'webpack']);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|"\*"/);
  });

  it('[SEC] connects exactly to the configured API, Pusher host (ws and http), image host, locations and suggestion sources', () => {
    const csp = parse(contentSecurityPolicy(DEMO));
    expect(csp['connect-src']).toEqual([
      "'self'",
      'http://localhost:8081',
      'ws://localhost:8081',
      'wss://localhost:8081',
      'https://localhost:8081',
    ]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:8081']);

    const prod = parse(contentSecurityPolicy(PROD));
    expect(prod['connect-src']).toEqual([
      "'self'",
      'https://api.flechazo.com.ar',
      'wss://ws-us2.pusher.com',
      'https://sockjs-us2.pusher.com',
      'https://img.flechazo.com.ar',
      'https://static.flechazo.com.ar',
      'https://pagos.example.com',
    ]);
    expect(prod['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img.flechazo.com.ar']);
    // The provider's script by its path (no query), nothing else from its host.
    expect(prod['script-src']).toEqual(["'self'", 'https://pagos.example.com/adapter.js']);
  });

  it('[SEC] allows the Facebook SDK and the tag manager only when they are configured', () => {
    const without = contentSecurityPolicy(PROD);
    expect(without).not.toMatch(/facebook|googletagmanager|google-analytics/);

    const csp = parse(contentSecurityPolicy({ ...PROD, FACEBOOK_APP_ID: '1234', GTM_ID: 'GTM-ABC' }));
    expect(csp['script-src']).toEqual(expect.arrayContaining(['https://connect.facebook.net', 'https://www.googletagmanager.com']));
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.facebook.com']));
    expect(csp['frame-src']).not.toContain("'none'");
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://graph.facebook.com', 'https://*.google-analytics.com']));
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com']));
  });

  it('[SEC] adds a report-uri only when asked (the e2e server collects the reports)', () => {
    expect(contentSecurityPolicy(DEMO)).not.toMatch(/report-uri/);
    expect(parse(contentSecurityPolicy(DEMO, {}, { reportUri: '/__csp-reports' }))['report-uri']).toEqual(['/__csp-reports']);
    expect(contentSecurityPolicy(DEMO, {}, { reportUri: "/x; script-src 'unsafe-inline'" })).not.toMatch(/report-uri|unsafe/);
  });

  it('[SEC] drops configured values that are not http(s) URLs or would break the header', () => {
    const csp = contentSecurityPolicy({
      ...PROD,
      IMAGE_HOST: 'javascript:alert(1)',
      LOCATIONS_URL: "https://ok.example; script-src 'unsafe-inline'",
      TAG_SUGGEST_BOOKS_URL: 'relative/path',
      PAYMENT_PROVIDER_URL: 'data:text/javascript,alert(1)',
      PUSHER_HOST: "evil.example 'unsafe-eval'",
    });
    expect(csp).not.toMatch(/javascript:|unsafe|data:text|evil\.example|relative/);
    // The payment provider falls back to nothing (an unusable URL), never to a wildcard.
    expect(parse(csp)['script-src']).toEqual(["'self'"]);
  });
});

describe('security headers', () => {
  it("[SEC] sends Referrer-Policy, Permissions-Policy, nosniff and a Cross-Origin-Opener-Policy that keeps the app's own popups (video call, Facebook)", () => {
    const headers = securityHeaders(DEMO);
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it("[SEC] hashes index.html's inline scripts and styles exactly as the browser does, never external scripts", () => {
    const loader = '(function(){window.x=1})();';
    const html = `<html><head><style>a{color:red}</style><script>${loader}</script><script src="/js/a.js"></script></head><body><template id="t"><style>b{}</style></template></body></html>`;
    expect(inlineHashes(html)).toEqual({ scriptHashes: [sha(loader)], styleHashes: [sha('a{color:red}'), sha('b{}')] });
  });

  it('[SEC] the runtime config (runtime-config.js) changes the hosts without a rebuild; a broken one changes nothing', () => {
    const manifest = cspManifest('<script>boot()</script>', DEMO);
    const runtime =
      "window.__FLECHAZO_CONFIG__ = { API_BASE_URL: 'https://otra.api.com.ar', IMAGE_HOST: 'https://fotos.otra.com.ar', NOT_A_KEY: 'https://x.example', PUSHER_PORT: 6001 };";
    expect(runtimeOverrides(runtime)).toEqual({
      API_BASE_URL: 'https://otra.api.com.ar',
      IMAGE_HOST: 'https://fotos.otra.com.ar',
      NOT_A_KEY: 'https://x.example',
    });
    const csp = parse(headersFromManifest(manifest, runtime)['Content-Security-Policy']!);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://otra.api.com.ar', 'https://fotos.otra.com.ar']));
    expect(csp['connect-src']).not.toContain('https://x.example');
    expect(csp['script-src']).toEqual(["'self'", `'${sha('boot()')}'`, 'https://otra.api.com.ar/demo/payment-provider.js']);

    const unchanged = headersFromManifest(manifest, '');
    expect(headersFromManifest(manifest, 'throw new Error("oops")')).toEqual(unchanged);
    expect(headersFromManifest(manifest, 'while (true) {}')).toEqual(unchanged);
  });

  it("[SEC][SHELL-53] [OPEN-09] a runtime LOCATIONS_URL keeps the build's allowed too: the boot loader asks the build's first", () => {
    const manifest = cspManifest('<script>boot()</script>', PROD);
    const runtime =
      "window.__FLECHAZO_CONFIG__ = { API_BASE_URL: 'http://127.0.0.1:4010', LOCATIONS_URL: 'http://127.0.0.1:4010/locations.json' };";
    const csp = parse(headersFromManifest(manifest, runtime)['Content-Security-Policy']!);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:4010', 'https://static.flechazo.com.ar']));
  });

  it('[SEC] one source for the server, the static-host file and the nginx snippet', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    try {
      expect(headersForDist(dir)).toBeNull();
      fs.writeFileSync(path.join(dir, 'csp.json'), JSON.stringify(cspManifest('<script>boot()</script>', DEMO)));
      fs.writeFileSync(path.join(dir, 'runtime-config.js'), "window.__FLECHAZO_CONFIG__ = { API_BASE_URL: 'https://api.example.com' };");
      const headers = headersForDist(dir)!;
      expect(headers['Content-Security-Policy']).toContain('https://api.example.com');

      const file = headersFile(headers);
      expect(file).toMatch(/^\/\*$/m);
      for (const [name, value] of Object.entries(headers)) expect(file).toContain(`  ${name}: ${value}\n`);
      const nginx = nginxSnippet(headers);
      for (const [name, value] of Object.entries(headers)) expect(nginx).toContain(`add_header ${name} "${value}" always;`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the nginx server block (issue 33, docs/deploy-nginx.md)', () => {
  const headers = {
    'Content-Security-Policy': "default-src 'self'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  const conf = nginxServer(headers, { root: '/srv/app', port: 8090 });
  /** The add_header lines of each location, by its match. */
  const locations = [...conf.matchAll(/location (.+?) \{\n((?:\s+(?:add_header|try_files)[^\n]*\n)+)/g)].map(
    (m) => [m[1] ?? '', m[2] ?? ''] as const,
  );

  it('[HOUSE] serves the root on the port with the SPA fallback, a 404 for a missing file of the build', () => {
    expect(conf).toContain('listen 8090;');
    expect(conf).toContain('root /srv/app;');
    expect(conf).toMatch(/location \/ \{\n\s+try_files \$uri \/index\.html;/);
    expect(conf).toMatch(/location ~ \^\/\(js\|css\|assets\)\/ \{/);
  });

  it("[HOUSE] sends the build's gzip copies ([file].gz) where it has them, and compresses the rest on the fly", () => {
    expect(conf).toMatch(/^\s+gzip_static on;$/m);
    expect(conf).toMatch(/^\s+gzip on;$/m);
  });

  it('[SEC] every location carries every security header and its own caching, but a hashed script or stylesheet no worker runs: nosniff and Referrer-Policy', () => {
    expect(locations.map(([match]) => match)).toHaveLength(6);
    const plain = locations.filter(([match]) => match.includes('(js|css)/[^/]+'));
    expect(plain).toHaveLength(1);
    for (const [match, lines] of locations) {
      const expected = match === plain[0]![0] ? assetHeaders(headers) : headers;
      for (const [name, value] of Object.entries(headers))
        if (name in expected) expect(lines).toContain(`add_header ${name} "${value}" always;`);
        else expect(lines).not.toContain(`add_header ${name} `);
      expect(lines).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
    const cache = Object.fromEntries(locations.map(([match, lines]) => [match, /Cache-Control "([^"]+)"/.exec(lines)?.[1]]));
    expect(Object.values(cache)).toEqual([
      'no-cache',
      'public, max-age=3600',
      'public, max-age=31536000, immutable',
      'public, max-age=31536000, immutable',
      'public, max-age=31536000, immutable',
      'public, max-age=3600',
    ]);
    expect(Object.keys(cache)[0]).toMatch(/index\\\.html\|sw\\\.js\|runtime-config\\\.js/);
    // The worker's location comes first among the hashed ones (nginx takes the first nested regex that matches).
    expect(Object.keys(cache)[2]).toMatch(/^~ "worker/);
  });
});

describe('the headers of a hashed script or stylesheet (issue 44, every byte counted)', () => {
  it('[SEC] a hashed script or stylesheet that no worker runs keeps nosniff and Referrer-Policy, and drops the policies that act only on a document or a worker', () => {
    const all = securityHeaders(DEMO);
    expect(assetHeaders(all)).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    for (const p of ['/js/main.709aa72a.js', '/js/5373.a69ae56f.js', '/css/main.ab42ef83.css', '/css/6930.9183258f.css'])
      expect([p, isPlainAsset(p)]).toEqual([p, true]);
  });

  it("[SEC] a worker's script, the service worker, the shell, runtime-config.js, source maps and every other file keep every header", () => {
    for (const p of [
      '/js/pusher-worker.b9a04a0b.js',
      '/js/photo-export-worker.12345678.js',
      '/sw.js',
      '/index.html',
      '/dashboard-recent',
      '/runtime-config.js',
      '/js/main.709aa72a.js.map',
      '/manifest.webmanifest',
      '/icons/icon.svg',
      '/img/default-female.svg',
      '/js/not-hashed.js',
    ])
      expect([p, isPlainAsset(p)]).toEqual([p, false]);
  });

  it("[SEC] every worker the app starts names its chunk '...-worker', so its script keeps the CSP it runs under", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory()) walk(path.join(dir, e.name));
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) files.push(path.join(dir, e.name));
    };
    walk(path.resolve(__dirname, '../../src'));
    // Each line that starts a worker (comments left out), with the chunk name webpack gives its script.
    const spawns = files.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => /new (?:Shared)?Worker\(/.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
        .map((line) => [f, line] as const),
    );
    expect(spawns.length).toBeGreaterThanOrEqual(2);
    for (const [file, line] of spawns)
      expect([file, /new (?:Shared)?Worker\(\/\* webpackChunkName: "[\w-]*-worker" \*\//.test(line)]).toEqual([file, true]);
  });
});
