/**
 * Bundle-size measures: the scripts an index.html loads, gzip sizes (zlib level 9), all JS of a build,
 * and the JS a logged-in member's browser actually fetches for a route.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const gzipCache = new Map();
/** gzip -9 size of a file (cached per path + mtime). */
export function gzipSize(file) {
  const st = fs.statSync(file);
  const key = `${file}|${st.mtimeMs}|${st.size}`;
  if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(key);
}

/** The URLs (paths) the service worker precaches: workbox's manifest injected into a build's sw.js. */
export function precacheUrls(distDir) {
  const sw = fs.readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/['"]url['"]\s*:\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

/**
 * The same-origin script URLs (paths) of an index.html, in document order: <script src> tags, and the
 * list the boot loader injects (src/app/boot/loader/, its settings inlined as `{"scripts":[...]`).
 */
export function scriptsOfHtml(html) {
  const out = [];
  const loader = /\bscripts"?:\[([^\]]*)\]/.exec(html);
  if (loader) for (const m of loader[1].matchAll(/"([^"]+)"/g)) out.push(m[1]);
  const re = /<script\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi;
  for (let m; (m = re.exec(html));) {
    const src = m[1] ?? m[2] ?? m[3];
    if (!src || /^(https?:)?\/\//i.test(src) || src.startsWith('data:')) continue;
    out.push(src.startsWith('/') ? src : `/${src}`);
  }
  return out;
}

/** URL path ('/js/main.1234abcd.js?x') -> file in the build dir, or null. */
export function fileForPath(distDir, urlPath) {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  const file = path.join(distDir, path.normalize(clean));
  return file.startsWith(path.resolve(distDir) + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/** [{path, raw, gzip}] for a list of URL paths of a build; missing files get raw/gzip null. */
export function sizeOfPaths(distDir, paths) {
  return paths.map((p) => {
    const file = fileForPath(distDir, p);
    return file ? { path: p, raw: fs.statSync(file).size, gzip: gzipSize(file) } : { path: p, raw: null, gzip: null };
  });
}

export const sum = (rows, key) => rows.reduce((n, r) => n + (r[key] ?? 0), 0);

/** The app's boot JS: the scripts the built index.html loads (or its boot loader injects). */
export function initialJs(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = sizeOfPaths(distDir, scriptsOfHtml(html));
  return { files, raw: sum(files, 'raw'), gzip: sum(files, 'gzip') };
}

/** Every .js file of a build (no source maps), raw and gzip, largest first. */
export function allJs(distDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.m?js$/.test(entry.name))
        files.push({
          path: `/${path.relative(distDir, full).split(path.sep).join('/')}`,
          raw: fs.statSync(full).size,
          gzip: gzipSize(full),
        });
    }
  };
  walk(distDir);
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, count: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip') };
}

/**
 * Open `route` in a fresh Chromium context (service workers blocked, so only what the page itself asks
 * for counts), logged in through storageState when given, wait for network idle, and size every .js
 * response from the app origin with the build's files. Resolves with
 * {finalUrl, files, raw, gzip, extra: files beyond index.html's scripts}.
 */
export async function routeJs({ browser, appUrl, distDir, route, storageState = undefined, viewport = { width: 390, height: 844 } }) {
  const origin = new URL(appUrl).origin;
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', storageState, locale: 'es-AR' });
  try {
    const page = await context.newPage();
    const seen = new Set();
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (u.origin === origin && /\.m?js$/.test(u.pathname) && res.status() < 400) seen.add(u.pathname);
    });
    await page.goto(new URL(route, appUrl).href, { waitUntil: 'networkidle', timeout: 60000 });
    // a lazy route chunk may be requested right after the first idle moment
    await page.waitForLoadState('networkidle', { timeout: 30000 }).catch(() => {});
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle', { timeout: 30000 }).catch(() => {});
    const indexScripts = new Set(scriptsOfHtml(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8')));
    // What the browser fetched (the boot loader may not inject index.html's scripts at all, e.g. on '/').
    const paths = [...seen];
    const files = sizeOfPaths(distDir, paths);
    return {
      finalUrl: page.url(),
      files,
      raw: sum(files, 'raw'),
      gzip: sum(files, 'gzip'),
      extra: files.filter((f) => !indexScripts.has(f.path)),
    };
  } finally {
    await context.close();
  }
}
