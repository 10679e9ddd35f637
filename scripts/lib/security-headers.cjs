/**
 * The served app's security headers, built in ONE place from the configuration, so every server and
 * file that sends them agrees:
 *
 * - scripts/serve.mjs (`npm run serve`, and the e2e server e2e/serve.mjs, which uses it) sends them on
 *   every response, built from dist/csp.json and dist/runtime-config.js;
 * - the build (scripts/lib/csp-webpack-plugin.cjs) writes dist/csp.json and dist/_headers for static hosts;
 * - `node scripts/security-headers.mjs [dist]` rewrites dist/_headers after runtime-config.js changed and
 *   prints the same headers as an nginx snippet.
 *
 * The Content-Security-Policy: scripts and styles only from the app's origin plus the sha256 hashes of
 * index.html's inline boot loader and styles (computed by the build from the emitted file); connections
 * only to the configured API, Pusher, image host, locations file and tag-suggestion sources (the
 * MERGED configuration: build-time .env values overridden by runtime-config.js, exactly as the app
 * reads it in src/shared/config/env.ts, so one build works against any API); the Facebook SDK, the tag
 * manager and the payment provider's script only when configured; Trusted Types enforced with the
 * app's one policy (created by the boot loader) plus webpack's own for its chunk and worker URLs.
 */
const { createHash } = require('crypto');
const fs = require('fs');
const path = require('path');
const vm = require('vm');

/** The build's CSP manifest in dist/: inline hashes and the build-time values of CSP_KEYS. */
const MANIFEST_FILE = 'csp.json';
/** The static-host headers file (Netlify / Cloudflare Pages format) the build writes into dist/. */
const HEADERS_FILE = '_headers';
/** The one Trusted Types policy of the app (src/app/boot/loader/trusted-types.ts creates it). */
const APP_POLICY = 'flechazo';
/** webpack's own policy (output.trustedTypes) for the URLs of its chunks and `new Worker(new URL(...))`. */
const WEBPACK_POLICY = 'webpack';

/** The configuration keys the headers depend on (a subset of config.keys.js KEYS). */
const CSP_KEYS = [
  'API_BASE_URL',
  'PUSHER_KEY',
  'PUSHER_CLUSTER',
  'PUSHER_HOST',
  'PUSHER_PORT',
  'PUSHER_FORCE_TLS',
  'REALTIME_AUTH_ENDPOINT',
  'FACEBOOK_APP_ID',
  'GTM_ID',
  'IMAGE_HOST',
  'LOCATIONS_URL',
  'PAYMENT_PROVIDER_URL',
  'TAG_SUGGEST_FILMS_URL',
  'TAG_SUGGEST_MUSIC_URL',
  'TAG_SUGGEST_BOOKS_URL',
];

/** The hosts each optional third party needs, only added when it is configured. */
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  connect: ['https://graph.facebook.com', 'https://www.facebook.com'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
};
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/** `scheme://host[:port]` of an absolute http(s)/ws(s) URL, or null (relative, empty, other schemes, junk). */
function originOf(url) {
  if (typeof url !== 'string' || !url.trim()) return null;
  let u;
  try {
    // '{q}' placeholders (tag suggestions) are fine inside a URL.
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/^(https?|wss?):$/.test(u.protocol) || !u.host) return null;
  return `${u.protocol}//${u.host}`;
}

/** An absolute URL without its query and fragment (a CSP path source), or null. */
function scriptUrlOf(url) {
  const origin = originOf(url);
  if (!origin) return null;
  const u = new URL(url.trim());
  // ';' and ',' would end the directive or the policy: such a URL is not a source.
  if (/[;,\s]/.test(u.pathname)) return null;
  return origin + u.pathname;
}

/**
 * The build's values overridden key by key by runtime-config.js's (strings only, known keys only), the
 * rule of src/shared/config/env.ts readRaw().
 */
function mergeConfig(buildConfig, overrides) {
  const merged = { ...buildConfig };
  for (const [k, v] of Object.entries(overrides || {})) {
    if (typeof v === 'string' && Object.prototype.hasOwnProperty.call(merged, k)) merged[k] = v;
  }
  return merged;
}

/**
 * window.__FLECHAZO_CONFIG__ as set by a runtime-config.js source (run in an empty sandbox, 100 ms at
 * most). A file that throws or sets nothing gives {}.
 */
function runtimeOverrides(source) {
  if (!source) return {};
  const sandbox = { window: {} };
  sandbox.self = sandbox.window;
  try {
    vm.runInNewContext(String(source), sandbox, { timeout: 100, filename: 'runtime-config.js' });
  } catch {
    return {};
  }
  const cfg = sandbox.window.__FLECHAZO_CONFIG__;
  if (!cfg || typeof cfg !== 'object') return {};
  const out = {};
  for (const [k, v] of Object.entries(cfg)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Pusher's connections: the configured host (ws + http, or only wss + https with TLS forced) or the cluster's. */
function pusherSources(cfg) {
  if (!cfg.PUSHER_KEY) return [];
  const tls = cfg.PUSHER_FORCE_TLS !== 'false';
  const port = /^\d+$/.test(String(cfg.PUSHER_PORT || '').trim()) ? `:${String(cfg.PUSHER_PORT).trim()}` : '';
  const host = String(cfg.PUSHER_HOST || '').trim();
  if (host && !/^[a-z0-9.-]+$/i.test(host)) return [];
  const schemes = tls ? ['wss', 'https'] : ['ws', 'wss', 'http', 'https'];
  if (host) return schemes.map((s) => `${s}://${host}${port}`);
  const cluster = /^[a-z0-9-]+$/i.test(String(cfg.PUSHER_CLUSTER || '')) ? cfg.PUSHER_CLUSTER : 'mt1';
  return [
    ...schemes.filter((s) => s.startsWith('ws')).map((s) => `${s}://ws-${cluster}.pusher.com`),
    ...schemes.filter((s) => s.startsWith('http')).map((s) => `${s}://sockjs-${cluster}.pusher.com`),
  ];
}

/** The payment provider's script: the configured URL, or the demo one the API serves (src/shared/config/env.ts). */
function paymentProviderUrl(cfg) {
  return cfg.PAYMENT_PROVIDER_URL || `${String(cfg.API_BASE_URL || '').replace(/\/$/, '')}/demo/payment-provider.js`;
}

const uniq = (list) => [...new Set(list.filter(Boolean))];

/**
 * The Content-Security-Policy value for a configuration (the merged one) and the build's inline hashes
 * ({scriptHashes, styleHashes}: 'sha256-...' values without quotes). options.reportUri adds a
 * report-uri (the e2e server's, which collects every violation, workers' included);
 * options.buildLocationsUrl is the build's LOCATIONS_URL: the boot loader (src/app/boot/loader/locations.ts) asks
 * it at once, before runtime-config.js has run, so it stays allowed when runtime-config.js names another.
 */
function contentSecurityPolicy(cfg, { scriptHashes = [], styleHashes = [] } = {}, { reportUri = '', buildLocationsUrl = '' } = {}) {
  const quote = (h) => `'${h}'`;
  const api = originOf(cfg.API_BASE_URL);
  const facebook = Boolean(String(cfg.FACEBOOK_APP_ID || '').trim());
  const gtm = Boolean(String(cfg.GTM_ID || '').trim());
  const provider = scriptUrlOf(paymentProviderUrl(cfg));
  const image = originOf(cfg.IMAGE_HOST);
  let auth = null;
  try {
    auth = cfg.REALTIME_AUTH_ENDPOINT ? originOf(new URL(cfg.REALTIME_AUTH_ENDPOINT, cfg.API_BASE_URL || undefined).href) : null;
  } catch {
    auth = null;
  }

  const directives = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", ...scriptHashes.map(quote), provider, ...(facebook ? FACEBOOK.script : []), ...(gtm ? TAG_MANAGER.script : [])],
    ],
    ['style-src', ["'self'", ...styleHashes.map(quote)]],
    ['img-src', ["'self'", 'data:', 'blob:', image, ...(gtm ? TAG_MANAGER.img : [])]],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      [
        "'self'",
        api,
        ...pusherSources(cfg),
        auth,
        image,
        originOf(cfg.LOCATIONS_URL),
        originOf(buildLocationsUrl),
        originOf(cfg.TAG_SUGGEST_FILMS_URL),
        originOf(cfg.TAG_SUGGEST_MUSIC_URL),
        originOf(cfg.TAG_SUGGEST_BOOKS_URL),
        originOf(provider),
        ...(facebook ? FACEBOOK.connect : []),
        ...(gtm ? TAG_MANAGER.connect : []),
      ],
    ],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['frame-src', facebook ? FACEBOOK.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [APP_POLICY, WEBPACK_POLICY]],
    ...(reportUri && !/[;,\s]/.test(reportUri) ? [['report-uri', [reportUri]]] : []),
  ];
  return directives.map(([name, sources]) => `${name} ${uniq(sources).join(' ')}`).join('; ');
}

/** All the security headers, by name, for a merged configuration and the build's inline hashes. */
function securityHeaders(cfg, hashes = {}, options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(cfg, hashes, options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // No other site's window keeps a handle on ours; the popups the app opens itself keep theirs: the
    // video call's named popup is reused for the next invitation (OPEN-28), Facebook's login talks back.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/**
 * What a content-hashed script or stylesheet that no worker runs as its own script gets (issue 44, every
 * byte counted): a policy acts on the document or the worker whose answer carries it, so on a script the
 * page runs or a stylesheet the Content-Security-Policy, Permissions-Policy, X-Frame-Options and
 * Cross-Origin-Opener-Policy do nothing; nosniff (a script or stylesheet of another type is refused) and
 * Referrer-Policy (a stylesheet's own requests) still do. About 1.1 KB less on each of the 37 to 58 such
 * answers of a member's first session over HTTP/1.1. Documents, the service worker, runtime-config.js,
 * the workers' scripts and every other file keep all the headers.
 */
const ASSET_HEADER_NAMES = ['X-Content-Type-Options', 'Referrer-Policy'];
/** webpack's content-hashed scripts and stylesheets (js/[name].[contenthash:8].js, css/...). */
const HASHED_SCRIPT_OR_STYLE = /^\/(js|css)\/[^/]+[.-][0-9a-f]{8,}\.(js|css)$/i;
/**
 * A worker's own script: webpack names it by its chunk name, and every worker's chunk name ends in
 * "-worker" (pusher-worker, photo-export-worker; scripts/lib/security-headers.test.ts holds every
 * `new Worker` in src/ to it), so its answer carries the CSP the worker runs under.
 */
const WORKER_SCRIPT = /worker[^/]*\.js$/i;

/** True for a path whose answer needs only ASSET_HEADER_NAMES (a hashed script or stylesheet, no worker's). */
function isPlainAsset(urlPath) {
  return HASHED_SCRIPT_OR_STYLE.test(urlPath) && !WORKER_SCRIPT.test(urlPath);
}

/** The headers of `headers` that a plain asset keeps (isPlainAsset). */
function assetHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADER_NAMES.includes(name)));
}

const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The sha256 sources of an HTML file's inline <script> (without src) and <style> elements, in
 * document order, exactly as the browser hashes them (the element's text).
 */
function inlineHashes(html) {
  const scriptHashes = [];
  const styleHashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    scriptHashes.push(sha256(m[2]));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styleHashes.push(sha256(m[1]));
  return { scriptHashes: uniq(scriptHashes), styleHashes: uniq(styleHashes) };
}

/** The manifest the build writes (dist/csp.json): the inline hashes and the build's CSP_KEYS values. */
function cspManifest(html, buildConfig) {
  return { ...inlineHashes(html), config: Object.fromEntries(CSP_KEYS.map((k) => [k, buildConfig[k] ?? ''])) };
}

/** The headers for a manifest and a runtime-config.js source (options: see contentSecurityPolicy). */
function headersFromManifest(manifest, runtimeConfigSource, options = {}) {
  const build = manifest.config ?? {};
  return securityHeaders(mergeConfig(build, runtimeOverrides(runtimeConfigSource)), manifest, {
    ...options,
    buildLocationsUrl: build.LOCATIONS_URL ?? '',
  });
}

/**
 * The headers for a build directory (dist/csp.json + dist/runtime-config.js), or null when the build
 * has no manifest (e.g. the bench's floor build).
 */
function headersForDist(dir, options = {}) {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const runtimeFile = path.join(dir, 'runtime-config.js');
  const runtime = fs.existsSync(runtimeFile) ? fs.readFileSync(runtimeFile, 'utf8') : '';
  return headersFromManifest(manifest, runtime, options);
}

/** The static-host headers file (Netlify / Cloudflare Pages `_headers`): every path gets them. */
function headersFile(headers) {
  const lines = [
    '# Written by the build (scripts/lib/security-headers.cjs); rewrite after editing runtime-config.js:',
    '#   node scripts/security-headers.mjs dist',
    '/*',
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  return lines.join('\n') + '\n';
}

/** The same headers as nginx `add_header` lines (`always`: error pages get them too). */
function nginxSnippet(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

/**
 * A whole nginx `server` block for dist/ (docs/deploy-nginx.md; CI serves the build with it): the SPA
 * fallback (a path that is no file gets index.html, except under js/, css/ and assets/, where a missing
 * file is a 404, never HTML for a script), `immutable` for content-hashed files, `no-cache` for
 * index.html, sw.js, runtime-config.js and the manifest, and the security headers in every location
 * (nginx drops the server's add_header lines in a location that adds its own).
 * @param {Record<string, string>} headers
 * @param {{ root?: string, port?: number, serverName?: string }} [options]
 */
function nginxServer(headers, options = {}) {
  const root = options.root ?? '/var/www/flechazo';
  const port = options.port ?? 80;
  const security = nginxSnippet(headers).split('\n');
  const block = (indent, cache) => [`add_header Cache-Control "${cache}" always;`, ...security].map((l) => indent + l);
  const assetSecurity = nginxSnippet(assetHeaders(headers)).split('\n');
  const assetBlock = (indent, cache) => [`add_header Cache-Control "${cache}" always;`, ...assetSecurity].map((l) => indent + l);
  const lines = [
    '# Flechazo: nginx server for the production build (dist/), written by',
    '#   node scripts/security-headers.mjs dist --nginx [--root DIR] [--port N] [--server-name NAME]',
    "# Rewrite it after each build (the policy carries the build's hashes) and after editing runtime-config.js.",
    'server {',
    `  listen ${port};`,
    `  server_name ${options.serverName ?? '_'};`,
    `  root ${root};`,
    '  index index.html;',
    '  charset utf-8;',
    '  gzip on;',
    '  gzip_types text/css application/javascript application/json application/manifest+json image/svg+xml;',
    "  # The build's gzip copies (gzip -9, [file].gz); with ngx_brotli, `brotli_static on;` sends its .br ones.",
    '  gzip_static on;',
    '',
    '  # The shell, the service worker, the runtime configuration and the manifest: revalidated on every load.',
    '  location ~ ^/(index\\.html|sw\\.js|runtime-config\\.js|manifest\\.webmanifest|manifest\\.json)$ {',
    ...block('    ', 'no-cache'),
    '  }',
    '',
    "  # The build's own files: a content-hashed name never changes (immutable); a missing one is a 404.",
    '  # A hashed script or stylesheet that no worker runs as its own gets nosniff and Referrer-Policy only',
    "  # (isPlainAsset: a policy acts on the document or worker whose answer carries it); a worker's keeps all.",
    '  location ~ ^/(js|css|assets)/ {',
    ...block('    ', 'public, max-age=3600'),
    // Quoted: nginx reads an unquoted '{' as the start of the block. The first nested regex that matches wins.
    '    location ~ "worker[^/]*[.-][0-9a-f]{8,}\\.js$" {',
    ...block('      ', 'public, max-age=31536000, immutable'),
    '    }',
    '    location ~ "^/(js|css)/[^/]+[.-][0-9a-f]{8,}\\.(js|css)$" {',
    ...assetBlock('      ', 'public, max-age=31536000, immutable'),
    '    }',
    '    location ~ "[.-][0-9a-f]{8,}\\.[a-z0-9]+(\\.map)?$" {',
    ...block('      ', 'public, max-age=31536000, immutable'),
    '    }',
    '  }',
    '',
    '  # Everything else: the file, or the app (SPA fallback: /locked/ana@x.com, /dashboard-recent...).',
    '  location / {',
    '    try_files $uri /index.html;',
    ...block('    ', 'public, max-age=3600'),
    '  }',
    '}',
  ];
  return lines.join('\n');
}

module.exports = {
  nginxServer,
  isPlainAsset,
  assetHeaders,
  APP_POLICY,
  WEBPACK_POLICY,
  CSP_KEYS,
  MANIFEST_FILE,
  HEADERS_FILE,
  originOf,
  mergeConfig,
  runtimeOverrides,
  contentSecurityPolicy,
  securityHeaders,
  inlineHashes,
  cspManifest,
  headersFromManifest,
  headersForDist,
  headersFile,
  nginxSnippet,
};
