/**
 * Messaging performance in Chromium (issue #5). Prints numbers; never fails on a slow machine.
 *   APP_URL=http://localhost:8095 API_URL=http://localhost:8185 node bench/messaging.mjs
 * 1. A conversation of 5,000 messages: time to first render, loading every page (virtualised above
 *    1000), then the longest task while scrolling through it.
 * 2. 200 realtime message events in one second on the received list: the longest task, and every
 *    event accounted for exactly once (one row per sender).
 */
import { launchBrowser } from '../e2e/lib/browser.mjs';

const APP = process.env.APP_URL ?? 'http://localhost:8095';
const API = process.env.API_URL ?? 'http://localhost:8185';
const N = Number(process.env.MESSAGES ?? 5000);
const EVENTS = Number(process.env.EVENTS ?? 200);

const post = async (path, body, token, form = false) => {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body) : JSON.stringify(body),
  });
  return res.json();
};
const auth = (email) => post('/v1/authenticate', { email, password: 'demo1234' });

async function seedConversation(vale, martin) {
  const t0 = Date.now();
  for (let i = 0; i < N; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, N - i) }, (_, k) => {
        const n = i + k;
        const [from, to] = n % 3 === 0 ? [vale, 4] : [martin, 5];
        return post(`/v1/messages/send/${to}`, { type: '1', mensaje: `Mensaje ${n} ${'😀'.repeat(n % 4)} lorem ipsum dolor sit amet`, isChat: '1' }, from.token, true);
      }),
    );
  }
  return Date.now() - t0;
}

const browser = await launchBrowser();

async function pageFor(a) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await ctx.addInitScript((s) => {
    localStorage.setItem('flechazo.session', s);
    window.__longtasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longtasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  }, JSON.stringify({ token: a.token, recovery_token: a.recovery_token }));
  return { ctx, page: await ctx.newPage() };
}

await post('/__demo/reset', {});
const vale = await auth('valentina@demo.flechazo.ar');
const martin = await auth('martin@demo.flechazo.ar');
const seedMs = await seedConversation(vale, martin);

// 1. The long conversation.
{
  const { ctx, page } = await pageFor(vale);
  // Warm the app (code and session) first, then time opening the conversation itself.
  await page.goto(`${APP}/message-received`, { waitUntil: 'domcontentloaded', timeout: 120000 });
  await page.getByTestId('chat-row').first().waitFor({ timeout: 60000 });
  const tNav = Date.now();
  await page.getByTestId('chat-row').filter({ hasText: 'Tincho_ros' }).getByRole('button').click();
  await page.getByTestId('msg').first().waitFor({ timeout: 30000 });
  const firstRender = Date.now() - tNav;
  // Load every older page by scrolling to the top.
  const tLoad = Date.now();
  let loaded = 0;
  for (let i = 0; i < Math.ceil(N / 15) + 20; i++) {
    const before = await page.evaluate(() => document.querySelector('[data-testid=chat-scroll]').scrollHeight);
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid=chat-scroll]');
      el.scrollTop = 0;
      el.dispatchEvent(new Event('scroll'));
    });
    const grew = await page
      .waitForFunction((b) => document.querySelector('[data-testid=chat-scroll]').scrollHeight > b, before, { timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (!grew) break;
    loaded = i + 1;
  }
  const loadAllMs = Date.now() - tLoad;
  const rendered = await page.evaluate(() => document.querySelectorAll('[data-testid=msg]').length);
  await page.evaluate(() => (window.__longtasks = []));
  const tScroll = Date.now();
  await page.evaluate(async () => {
    const el = document.querySelector('[data-testid=chat-scroll]');
    for (let y = 0; y < el.scrollHeight; y += 600) {
      el.scrollTop = y;
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
  });
  const scrollMs = Date.now() - tScroll;
  const scrollTasks = await page.evaluate(() => window.__longtasks);
  console.log(JSON.stringify({ bench: 'conversation', messages: N, seedMs, firstRenderMs: firstRender, pagesLoaded: loaded, loadAllPagesMs: loadAllMs, domMessageNodesAfterLoad: rendered, scrollThroughMs: scrollMs, longTasksWhileScrolling: scrollTasks.length, longestTaskWhileScrollingMs: Math.round(Math.max(0, ...scrollTasks)) }));
  await ctx.close();
}

// 2. A burst of realtime events.
{
  const { ctx, page } = await pageFor(vale);
  await page.goto(`${APP}/message-received`, { waitUntil: 'domcontentloaded', timeout: 120000 });
  await page.getByTestId('chat-row').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(2000); // realtime connected
  await page.evaluate(() => (window.__longtasks = []));
  const t0 = Date.now();
  const sends = [];
  for (let i = 0; i < EVENTS; i++) {
    sends.push(post('/__demo/trigger', { channel: 'private-notifications-5', event: 'message', data: { iduser: 100000 + i, apodo: `Burst_${i}`, sexo: 1, imagen: '', message: `evento ${i}`, messageType: 1, timestamp: Date.now() } }));
    await new Promise((r) => setTimeout(r, 1000 / EVENTS));
  }
  await Promise.all(sends);
  const sentMs = Date.now() - t0;
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=chat-row]').length >= n, EVENTS, { timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(500);
  const names = await page.evaluate(() => [...document.querySelectorAll('.chat-row__name')].map((e) => e.textContent).filter((t) => t.startsWith('Burst_')));
  const unique = new Set(names).size;
  const tasks = await page.evaluate(() => window.__longtasks);
  console.log(JSON.stringify({ bench: 'burst', events: EVENTS, sentOverMs: sentMs, rowsForBurst: names.length, uniqueSenders: unique, everyEventOnce: names.length === EVENTS && unique === EVENTS, longTasks: tasks.length, longestTaskMs: Math.round(Math.max(0, ...tasks)) }));
  await ctx.close();
}

await browser.close();
