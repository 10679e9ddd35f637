/**
 * The web server in front of the build (issue 33): e2e/serve.mjs in the ordinary run, nginx with the
 * configuration of docs/deploy-nginx.md when E2E_APP_URL points at it (CI). Caching: content-hashed
 * files are immutable; index.html, sw.js and runtime-config.js are revalidated on every load. The SPA
 * fallback gives the app for any page path; a missing script is a 404, never the HTML shell.
 */
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
