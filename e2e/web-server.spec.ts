/**
 * The web server in front of the build (issue 33): e2e/serve.mjs in the ordinary run, nginx with the
 * configuration of docs/deploy-nginx.md when E2E_APP_URL points at it (CI). Caching: content-hashed
 * files are immutable; index.html, sw.js and runtime-config.js are revalidated on every load. The SPA
 * fallback gives the app for any page path; a missing script is a 404, never the HTML shell.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test, expect } from './fixtures';

test('[HOUSE] caching headers, the SPA fallback, and a 404 for a missing script', async ({ request, page }) => {
  for (const file of ['/index.html', '/sw.js', '/runtime-config.js']) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['cache-control'], file).toBe('no-cache');
  }
  const home = await page.goto('/');
  const html = await home!.text();
  const hashed = /\/js\/[\w.-]+[.-][0-9a-f]{8,}\.js/.exec(html)?.[0];
  expect(hashed, 'a content-hashed script named by index.html').toBeTruthy();
  const script = await request.get(hashed!);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-type']).toMatch(/javascript/);

  const deep = await request.get('/locked/ana@x.com', { headers: { Accept: 'text/html' } });
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toMatch(/<div id="?root"?/);
  expect(deep.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/js/no-such-chunk.0123abcd.js')).status()).toBe(404);
});

/** The raw answer to a GET with `Accept-Encoding` (Node's http: nothing decoded), as encoding and bytes. */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test("[HOUSE] the build's precompressed copies are what goes over the wire (brotli 11 or gzip 9), the shell's too", async ({ baseURL }) => {
  const dist = path.resolve(__dirname, '..', process.env.E2E_ROOT || 'dist');
  const main = fs.readdirSync(path.join(dist, 'js')).find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f));
  expect(main, 'the build in dist/').toBeTruthy();
  for (const [url, file] of [
    [`/js/${main}`, `js/${main}`],
    ['/dashboard-recent', 'index.html'],
  ] as const) {
    // nginx sends the gzip copy (brotli_static needs a module CI's nginx lacks); the e2e server the brotli one.
    const res = await rawGet(new URL(url, baseURL).href, 'gzip, deflate, br');
    expect(['br', 'gzip'], url).toContain(res.encoding);
    const copy = fs.readFileSync(path.join(dist, `${file}.${res.encoding === 'br' ? 'br' : 'gz'}`));
    expect(res.bytes.equals(copy), `${url} is ${file}'s ${res.encoding} copy`).toBe(true);
    // A client that takes neither gets the file itself.
    const plain = await rawGet(new URL(url, baseURL).href, 'identity');
    expect(plain.encoding, url).toBeUndefined();
    expect(plain.bytes.equals(fs.readFileSync(path.join(dist, file))), url).toBe(true);
  }
});
