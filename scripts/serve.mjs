/**
 * Serve the production build (dist/) the way a static host would, plus the demo API beside it.
 *
 *   npm run serve                          build, then serve dist/ on :8080 and the demo API on :8081
 *   node scripts/serve.mjs [--root dist-floor] [--port 8080] [--api-port 8081] [--no-api]
 *
 * - SPA fallback: a path that is not a file gets index.html when it has no extension or is a page
 *   navigation (Accept: text/html), e.g. /locked/ana@x.com.
 * - Cache-Control: no-cache for index.html, sw.js, runtime-config.js (and the manifest);
 *   `public, max-age=31536000, immutable` for content-hashed files under js/, css/ and assets/.
 * - express.static (ETag, Last-Modified, 304, HEAD, ranges) behind the `compression` middleware
 *   (brotli or gzip by Accept-Encoding, for text types over 1 KB); a file the build precompressed
 *   (webpack.config.js PRECOMPRESSED: [file].br at brotli's best quality, [file].gz at gzip's) is sent
 *   as that copy instead, the shell too, unless the copy is older than the file.
 * - The security headers (Content-Security-Policy with Trusted Types, Referrer-Policy, ...) on every
 *   response but a content-hashed script or stylesheet that no worker runs (nosniff and Referrer-Policy
 *   only there: scripts/lib/security-headers.cjs isPlainAsset), built by scripts/lib/security-headers.cjs from the build's dist/csp.json and the current
 *   dist/runtime-config.js (re-read when it changes), like the build's dist/_headers for static hosts.
 *
 * Library use (e2e/serve.mjs, bench/run.mjs):
 *   const { url, apiUrl, stop } = await startServers({ port, apiPort });
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import securityHeaders from './lib/security-headers.cjs';
import { ROOT, paint, assertPortFree, startService, demoApiService, demoApiExists, DEMO_API_ENTRY } from './lib/proc.mjs';

/** Files the browser must revalidate on every load: the shell, the service worker, the runtime config. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/runtime-config.js', '/manifest.webmanifest', '/manifest.json']);
/** webpack's [contenthash:8] (and longer) file names under js/, css/ and assets/. */
const HASHED = /^\/(js|css|assets)\/.+[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** @param {string} urlPath */
export function cacheControlFor(urlPath) {
  if (NO_CACHE.has(urlPath)) return 'no-cache';
  if (HASHED.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * The security headers for a build directory, rebuilt when csp.json or runtime-config.js changes; only
 * nosniff (and one warning) for a build without csp.json (the bench's floor build).
 * @param {string} root
 * @param {(m: string) => void} warn
 * @param {{ reportUri?: string }} [options]
 */
function securityHeadersFor(root, warn, options = {}) {
  let key = '';
  let headers = null;
  let warned = false;
  const stamp = (f) => {
    try {
      return String(fs.statSync(path.join(root, f)).mtimeMs);
    } catch {
      return '-';
    }
  };
  return () => {
    const now = `${stamp(securityHeaders.MANIFEST_FILE)}|${stamp('runtime-config.js')}`;
    if (now !== key) {
      key = now;
      headers = securityHeaders.headersForDist(root, options);
      if (!headers && !warned) {
        warned = true;
        warn(`${securityHeaders.MANIFEST_FILE} not found in ${root}: serving without the Content-Security-Policy`);
      }
    }
    return headers ?? { 'X-Content-Type-Options': 'nosniff' };
  };
}

/**
 * A request handler (an express app) for a static build directory.
 * @param {string} rootDir
 * options.cspReports (the e2e server): a path that collects the browser's CSP violation reports (the
 * policy's report-uri: POST), lists them (GET) and forgets them (DELETE), so a journey sees the
 * violations of its workers and service worker too; options.reports: the list it keeps them in (handlers
 * of two builds behind one server share one, e2e/serve.mjs).
 * @param {{ log?: ((line: string) => void) | null, warn?: (message: string) => void, cspReports?: string | null, reports?: unknown[] }} [options]
 */
export function createStaticHandler(
  rootDir,
  { log = null, warn = (m) => console.warn(`[serve] ${m}`), cspReports = null, reports = [] } = {},
) {
  const root = path.resolve(rootDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'weak');
  const headers = securityHeadersFor(root, warn, cspReports ? { reportUri: cspReports } : {});
  app.use((req, res, next) => {
    // A hashed script or stylesheet that no worker runs gets only the headers that act on it (isPlainAsset).
    res.set(securityHeaders.isPlainAsset(req.path) ? securityHeaders.assetHeaders(headers()) : headers());
    next();
  });
  if (cspReports) {
    const body = express.json({ type: ['application/csp-report', 'application/json', 'application/reports+json'], limit: '256kb' });
    app.post(cspReports, body, (req, res) => {
      for (const r of Array.isArray(req.body) ? req.body : [req.body]) reports.push(r?.['csp-report'] ?? r?.body ?? r);
      res.status(204).end();
    });
    app.get(cspReports, (req, res) => res.set('Cache-Control', 'no-store').json(reports));
    app.delete(cspReports, (req, res) => {
      reports.length = 0;
      res.status(204).end();
    });
  }
  if (log) {
    app.use((req, res, next) => {
      const started = Date.now();
      res.on('finish', () => log(`${req.method} ${req.originalUrl} ${res.statusCode} ${Date.now() - started}ms`));
      next();
    });
  }
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed\n');
  });
  const setHeaders = (res, file) => {
    const urlPath = '/' + path.relative(root, file).split(path.sep).join('/');
    res.setHeader('Cache-Control', cacheControlFor(urlPath));
  };
  // The build's precompressed copies first: smaller than any per-request compression.
  app.use((req, res, next) => {
    const file = path.join(root, safeDecode(req.path));
    const hidden = /(^|\/)\./.test(req.path); // express.static ignores dotfiles; so does this
    if (hidden || !file.startsWith(root + path.sep) || !sendPrecompressed(req, res, file, cacheControlFor(req.path), next)) next();
  });
  // Brotli at quality 5: close to the best ratio for JS of this size, fast enough to run per request.
  app.use(compression({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use(express.static(root, { index: false, cacheControl: false, redirect: false, dotfiles: 'ignore', setHeaders }));
  // Client-side routes get the shell: paths without an extension ('/dashboard-recent', '/'), and any
  // navigation (Accept: text/html) outside the asset folders — '/locked/ana@x.com' has a dot too.
  const shell = path.join(root, 'index.html');
  app.use((req, res, next) => {
    const isNavigation = (req.headers.accept ?? '').includes('text/html') && !/^\/(js|css|icons|assets)\//.test(req.path);
    if (path.extname(req.path) && !isNavigation) return next();
    if (sendPrecompressed(req, res, shell, 'no-cache', next)) return;
    res.sendFile(shell, { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } }, sent(next));
  });
  app.use((req, res) => {
    res.status(404).set('Cache-Control', 'no-cache').type('text/plain').send('Not Found\n');
  });
  return app;
}

/** A URL path decoded, or '' when it is not valid percent-encoding (then nothing matches it). */
function safeDecode(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return '';
  }
}

/** res.sendFile's callback: an error goes on to express, but a browser that went away mid-answer (a navigation, a closed tab) is none. */
const sent = (next) => (e) => {
  if (e && e.code !== 'ECONNABORTED') next(e);
};

/** The suffix of the build's precompressed copies, by the Content-Encoding they are sent with, best first. */
const ENCODED_COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Sends `file`'s precompressed copy ([file].br or [file].gz, the best the request accepts) with the file's
 * own Content-Type and `cacheControl`; false (nothing sent) when the file or a copy as new as it is absent.
 */
function sendPrecompressed(req, res, file, cacheControl, next) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  for (const [encoding, suffix] of ENCODED_COPIES) {
    if (!req.acceptsEncodings(encoding)) continue;
    let copy;
    try {
      copy = fs.statSync(file + suffix);
    } catch {
      continue;
    }
    // A copy older than its file is stale (the file was edited after the build): compress on the fly.
    if (!copy.isFile() || copy.mtimeMs < stat.mtimeMs) continue;
    res.vary('Accept-Encoding');
    res.type(path.extname(file));
    res.set({ 'Content-Encoding': encoding, 'Cache-Control': cacheControl });
    res.sendFile(file + suffix, { cacheControl: false, dotfiles: 'allow' }, sent(next));
    return true;
  }
  return false;
}

/** Listen on port (all interfaces, IPv6 + IPv4); resolves with the http.Server. */
function listen(handler, port) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.keepAliveTimeout = 5000;
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Start the static server for `root` (default dist/) and the demo API as a child process.
 * Options: {port=8080, apiPort=8081, root='dist', api='auto'|true|false, log, apiLog, cspReports}
 *   api 'auto': start the demo API if src/mocks/node/server.ts exists, otherwise warn and go on.
 *   log(line): request log of the static server (default: none); apiLog(line): the demo API's output
 *   (default: stdout with an [api] prefix); cspReports: see createStaticHandler (e2e/serve.mjs);
 *   handler: a request handler served instead of root's static handler (e2e/serve.mjs: two deploys).
 * Resolves with {url, apiUrl, root, api (null when not started), stop()} once both listen.
 */
export async function startServers(options = {}) {
  const port = Number(options.port ?? process.env.PORT ?? 8080);
  const apiPort = Number(options.apiPort ?? process.env.API_PORT ?? process.env.DEMO_API_PORT ?? 8081);
  const root = path.resolve(ROOT, options.root ?? 'dist');
  const apiMode = options.api ?? 'auto';
  const warn = options.warn ?? ((m) => console.warn(paint('yellow', `[serve] ${m}`)));

  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${path.relative(ROOT, root) || root}/index.html not found: build first (npm run build)`);
  }
  await assertPortFree(port, 'static server');

  let api = null;
  const wantApi = apiMode === true || (apiMode === 'auto' && demoApiExists());
  if (apiMode === true && !demoApiExists()) throw new Error(`${DEMO_API_ENTRY} not found: the demo API is not there yet`);
  if (apiMode === 'auto' && !demoApiExists()) warn(`${DEMO_API_ENTRY} not found: serving without the demo API`);
  if (wantApi) {
    await assertPortFree(apiPort, 'demo API');
    api = startService(demoApiService(apiPort, options.apiLog ? { log: options.apiLog } : {}));
  }

  let server;
  try {
    const handler = options.handler ?? createStaticHandler(root, { log: options.log, warn, cspReports: options.cspReports ?? null });
    server = await listen(handler, port);
    await api?.ready;
  } catch (e) {
    server?.closeAllConnections();
    server?.close();
    await api?.stop();
    throw e;
  }

  let stopping = null;
  const stop = () =>
    (stopping ??= Promise.all([
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
      api?.stop(),
    ]).then(() => {}));

  return {
    url: `http://localhost:${port}`,
    apiUrl: `http://localhost:${apiPort}`,
    root,
    api,
    server,
    stop,
  };
}

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const [, inline] = a.split('=');
      return inline ?? argv[++i];
    };
    if (a === '--no-api') opts.api = false;
    else if (a.startsWith('--root')) opts.root = value();
    else if (a.startsWith('--api-port')) opts.apiPort = Number(value());
    else if (a.startsWith('--port')) opts.port = Number(value());
    else if (a === '--quiet') opts.quiet = true;
    else if (a === '-h' || a === '--help') opts.help = true;
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(2);
  }
  if (opts.help) {
    console.log('usage: node scripts/serve.mjs [--root dist] [--port 8080] [--api-port 8081] [--no-api] [--quiet]');
    return;
  }
  const prefix = paint('cyan', '[web]');
  let servers;
  try {
    servers = await startServers({ ...opts, log: opts.quiet ? null : (line) => console.log(`${prefix} ${line}`) });
  } catch (e) {
    console.error(paint('red', `serve: ${e.message}`));
    process.exit(1);
  }
  console.log(`${paint('green', 'Flechazo (production build):')} ${servers.url}` + (servers.api ? `  (demo API ${servers.apiUrl})` : ''));
  let exiting = false;
  const shutdown = async (code) => {
    if (exiting) return;
    exiting = true;
    await servers.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
  servers.api?.exited.then(({ code, signal }) => {
    if (exiting) return;
    console.error(paint('red', `[serve] the demo API stopped (${signal ?? `code ${code}`}); stopping`));
    shutdown(1);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}
