/**
 * A second deploy of the production build without a second webpack run, for the update journey
 * (e2e/update.spec.ts, docs/updates.md): build B is a copy of build A (dist/) in which every script and
 * stylesheet under js/ and css/ has new bytes and a new hashed name, as a real next deploy has.
 *
 * - Every js/*.js and css/*.css file gets a one-line comment naming the deploy, and a new 8-hex name
 *   hash; its .map and .LICENSE.txt follow it. Every text file's mention of an old hash (index.html's
 *   boot loader, webpack's runtime chunk map, the source maps, sw.js's precache manifest) is rewritten,
 *   so none of build A's js/css names exists in B.
 * - BUILD_STAMP (the side menu's version string, SHELL-42) becomes `<A's stamp>-b`.
 * - sw.js: the precache manifest names B's files; the revision of every revisioned entry whose file
 *   changed (index.html) is the new file's md5, as workbox-build computes it, and index.html's `sha256`
 *   the new file's SHA-256, as webpack.config.js computes it. sw.js's bytes differ, so
 *   the browser installs it as a new service worker.
 * - csp.json (index.html's inline hashes) and _headers are recomputed from B's index.html.
 * Images, icons and other files are hard links to A's (a deploy keeps unchanged assets); A's precompressed
 * copies (.br, .gz) are not carried over.
 *
 *   const b = makeBuildB('dist', '/tmp/x');  // {root, stamp, renamed: {oldPath: newPath}}
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const securityHeaders = require('../../scripts/lib/security-headers.cjs');

/** Hashed script and stylesheet names: js/main.4ce6e93b.js, css/main.1243224f.css.map, js/5373.ab16c2c4.js.LICENSE.txt */
const HASHED_CODE = /^(js|css)\/(.+)\.([0-9a-f]{8})\.(js|css)((?:\.map|\.LICENSE\.txt)?)$/;
const TEXT = /\.(js|css|html|json|map|txt|webmanifest)$|^_headers$/;

function walk(dir, base = dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, base, out);
    else out.push(path.relative(base, p).split(path.sep).join('/'));
  }
  return out;
}

const md5 = (buf) => crypto.createHash('md5').update(buf).digest('hex');

/**
 * Writes build B into `destDir` (emptied first) from build A in `srcDir`.
 * @param {string} srcDir
 * @param {string} destDir
 * @param {{ tag?: string }} [options] tag: the deploy's name in the comments and the stamp ('b')
 */
export function makeBuildB(srcDir, destDir, { tag = 'b' } = {}) {
  const src = path.resolve(srcDir);
  const dest = path.resolve(destDir);
  fs.rmSync(dest, { recursive: true, force: true });
  // A's precompressed copies ([file].br, [file].gz) are left out: B's files are rewritten, and the server
  // compresses them on the fly.
  const files = walk(src).filter((f) => !/\.(br|gz)$/.test(f));

  // Old hash -> new hash, one per hashed js/css name (two files with equal content share a hash in A,
  // and keep sharing one in B).
  const hashes = new Map();
  for (const f of files) {
    const m = HASHED_CODE.exec(f);
    if (m && !hashes.has(m[3])) hashes.set(m[3], crypto.createHash('sha256').update(`${tag}:${m[3]}`).digest('hex').slice(0, 8));
  }
  const oldHash = new RegExp(`\\b(${[...hashes.keys()].join('|')})\\b`, 'g');
  const rename = (f) => {
    const m = HASHED_CODE.exec(f);
    return m ? `${m[1]}/${m[2]}.${hashes.get(m[3])}.${m[4]}${m[5]}` : f;
  };

  let stamp = null;
  const renamed = {};
  const written = new Map(); // B path -> B content (text files that changed)
  for (const f of files) {
    const to = rename(f);
    if (to !== f) renamed[f] = to;
    const target = path.join(dest, to);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (!TEXT.test(f) || f === 'sw.js' || f === 'csp.json' || f === '_headers') {
      if (!TEXT.test(f)) fs.linkSync(path.join(src, f), target);
      continue; // sw.js, csp.json and _headers are written last, from B's other files
    }
    const before = fs.readFileSync(path.join(src, f), 'utf8');
    let text = hashes.size ? before.replace(oldHash, (h) => hashes.get(h)) : before;
    const code = HASHED_CODE.exec(f);
    if (code && !code[5]) {
      text = text.replace(/BUILD_STAMP:"([^"]*)"/, (_, s) => {
        stamp = `${s}-${tag}`;
        return `BUILD_STAMP:"${stamp}"`;
      });
      // New bytes in every script and stylesheet (a comment, at the top so the source maps' last line keeps its place).
      text = `/* deploy ${tag} */\n${text}`;
    }
    if (text === before) fs.linkSync(path.join(src, f), target);
    else {
      fs.writeFileSync(target, text);
      written.set(to, text);
    }
  }

  // The service worker: B's names, and new revisions for the revisioned files that changed.
  let sw = fs.readFileSync(path.join(src, 'sw.js'), 'utf8').replace(oldHash, (h) => hashes.get(h));
  // index.html's entry carries the SHA-256 of its bytes too (webpack.config.js precacheManifest()).
  sw = sw.replace(/\{'revision':'([0-9a-f]+)',(?:'sha256':'([0-9a-f]+)',)?'url':'([^']+)'\}/g, (all, _rev, sha, url) => {
    const content = written.get(url.replace(/^\//, ''));
    if (content === undefined) return all;
    const digest = sha === undefined ? '' : `'sha256':'${crypto.createHash('sha256').update(content).digest('hex')}',`;
    return `{'revision':'${md5(Buffer.from(content))}',${digest}'url':'${url}'}`;
  });
  fs.writeFileSync(path.join(dest, 'sw.js'), `/* deploy ${tag} */\n${sw}`);

  // The CSP of B's index.html (its boot loader names B's scripts, so its hash changed).
  const manifest = JSON.parse(fs.readFileSync(path.join(src, securityHeaders.MANIFEST_FILE), 'utf8'));
  const html = fs.readFileSync(path.join(dest, 'index.html'), 'utf8');
  const csp = { ...manifest, ...securityHeaders.inlineHashes(html) };
  fs.writeFileSync(path.join(dest, securityHeaders.MANIFEST_FILE), JSON.stringify(csp, null, 2) + '\n');
  const runtime = fs.readFileSync(path.join(dest, 'runtime-config.js'), 'utf8');
  fs.writeFileSync(
    path.join(dest, securityHeaders.HEADERS_FILE),
    securityHeaders.headersFile(securityHeaders.headersFromManifest(csp, runtime)),
  );

  return { root: dest, stamp, renamed };
}
