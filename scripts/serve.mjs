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
 * - brotli or gzip (node's zlib) for text types, compressed once per file version and kept in memory.
 * - ETag / If-None-Match, HEAD.
 *
 * Library use (e2e/serve.mjs, bench/run.mjs):
 *   const { url, apiUrl, stop } = await startServers({ port, apiPort });
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { ROOT, paint, assertPortFree, startService, demoApiService, demoApiExists, DEMO_API_ENTRY } from './lib/proc.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
  '.ttf',
  '.wasm',
]);
const MIN_COMPRESS_BYTES = 1024;
/** Files the browser must revalidate on every load: the shell, the service worker, the runtime config. */
const NO_CACHE = new Set(['/index.html', '/sw.js', '/runtime-config.js', '/manifest.webmanifest', '/manifest.json']);
/** webpack's [contenthash:8] (and longer) file names under js/, css/ and assets/. */
const HASHED = /^\/(js|css|assets)\/.+[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(urlPath) {
  if (NO_CACHE.has(urlPath)) return 'no-cache';
  if (HASHED.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Chooses br > gzip from an Accept-Encoding header (q=0 excludes). */
export function pickEncoding(acceptEncoding = '') {
  const offered = new Map();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)/.exec(p)).find(Boolean);
    offered.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (n) => (offered.get(n) ?? (offered.has('*') ? offered.get('*') : 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * A request handler for a static build directory. Compressed bodies are cached per file version
 * (path + size + mtime), so the brotli cost is paid once.
 */
export function createStaticHandler(rootDir, { log = null } = {}) {
  const root = path.resolve(rootDir);
  const compressed = new Map(); // `${file}|${encoding}` -> {key, body}

  async function statFile(file) {
    try {
      const st = await fsp.stat(file);
      return st.isFile() ? st : null;
    } catch {
      return null;
    }
  }

  async function compressedBody(file, st, encoding) {
    const cacheKey = `${file}|${encoding}`;
    const version = `${st.size}-${st.mtimeMs}`;
    const hit = compressed.get(cacheKey);
    if (hit && hit.version === version) return hit.body;
    const raw = await fsp.readFile(file);
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : await gzip(raw, { level: 9 });
    compressed.set(cacheKey, { version, body });
    return body;
  }

  /** Compress every compressible file (no source maps) now, so no first request waits for brotli -11. */
  async function warm() {
    const files = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()) && !entry.name.endsWith('.map')) files.push(full);
      }
    };
    walk(root);
    await Promise.all(
      files.map(async (file) => {
        const st = await statFile(file);
        if (st && st.size >= MIN_COMPRESS_BYTES) await Promise.all([compressedBody(file, st, 'br'), compressedBody(file, st, 'gzip')]);
      }),
    );
  }

  async function handle(req, res) {
    const started = Date.now();
    const done = (status) => log?.(`${req.method} ${req.url} ${status} ${Date.now() - started}ms`);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Method Not Allowed\n');
        return done(405);
      }
      let urlPath;
      try {
        urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      } catch {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad Request\n');
        return done(400);
      }
      if (urlPath.includes('\0')) {
        res.writeHead(400).end();
        return done(400);
      }
      // Client-side routes get the shell: paths without an extension ('/dashboard-recent', '/'), and any
      // navigation (Accept: text/html) outside the asset folders — '/locked/ana@x.com' has a dot too.
      const isNavigation = (req.headers.accept ?? '').includes('text/html') && !/^\/(js|css|icons|assets)\//.test(urlPath);
      const spaCandidate = !path.extname(urlPath) || isNavigation;
      if (urlPath.endsWith('/')) urlPath += 'index.html';
      let file = path.join(root, path.normalize(urlPath));
      if (file !== root && !file.startsWith(root + path.sep)) {
        res.writeHead(403).end();
        return done(403);
      }
      let st = await statFile(file);
      if (!st && spaCandidate) {
        // SPA fallback: client-side routes get the shell.
        urlPath = '/index.html';
        file = path.join(root, 'index.html');
        st = await statFile(file);
      }
      if (!st) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : 'Not Found\n');
        return done(404);
      }

      const ext = path.extname(file).toLowerCase();
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(urlPath),
        'Last-Modified': st.mtime.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
      };
      const compressible = COMPRESSIBLE.has(ext) && st.size >= MIN_COMPRESS_BYTES;
      const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
      if (compressible) headers.Vary = 'Accept-Encoding';
      const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
      headers.ETag = etag;

      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
        res.writeHead(304, headers);
        res.end();
        return done(304);
      }

      let body;
      if (encoding) {
        body = await compressedBody(file, st, encoding);
        headers['Content-Encoding'] = encoding;
      } else {
        body = await fsp.readFile(file);
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
      return done(200);
    } catch (e) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error\n');
      log?.(`error serving ${req.url}: ${e.stack ?? e}`);
      return done(500);
    }
  }
  handle.warm = warm;
  return handle;
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
 * Options: {port=8080, apiPort=8081, root='dist', api='auto'|true|false, log, apiLog, precompress=true}
 *   api 'auto': start the demo API if src/mocks/node/server.ts exists, otherwise warn and go on.
 *   log(line): request log of the static server (default: none); apiLog(line): the demo API's output
 *   (default: stdout with an [api] prefix).
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
    const handler = createStaticHandler(root, { log: options.log });
    const warming = options.precompress === false ? null : handler.warm();
    server = await listen(handler, port);
    await Promise.all([api?.ready, warming]);
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
