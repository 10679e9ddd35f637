/**
 * Messaging performance in Chromium (issue #5). Prints numbers; never fails on a slow machine.
 *   APP_URL=http://localhost:8095 API_URL=http://localhost:8185 node bench/messaging.mjs
 * 1. A conversation of 5,000 messages: time to first render, loading every page (virtualised above
 *    1000), then the longest task while scrolling through it.
 * 2. 200 realtime message events in one second on the received list: the longest task, and every
 *    event accounted for exactly once (one row per sender).
 * 3. The same burst with the conversation with Martín open and his typing events interleaved (issue
 *    #14: a typing event used to hold the realtime loop for 3 s and drop what came meanwhile), plus
 *    real messages from him every 20 events: one row per sender, each of his messages once in the
 *    conversation, every typing event delivered to the page and shown (status changes counted).
 * PARTS=conversation,burst,typing runs only the named parts (all by default).
 */
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { SESSION_STORAGE_KEY } from '../config.keys.js';

const APP = process.env.APP_URL ?? 'http://localhost:8095';
const API = process.env.API_URL ?? 'http://localhost:8185';
const N = Number(process.env.MESSAGES ?? 5000);
const EVENTS = Number(process.env.EVENTS ?? 200);
const PARTS = new Set((process.env.PARTS ?? 'conversation,burst,typing').split(','));

const post = async (path, body, token, form = false) => {
  const res = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
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
        return post(
          `/v1/messages/send/${to}`,
          { type: '1', mensaje: `Mensaje ${n} ${'😀'.repeat(n % 4)} lorem ipsum dolor sit amet`, isChat: '1' },
          from.token,
          true,
        );
      }),
    );
  }
  return Date.now() - t0;
}

/** The i-th message event of a burst, on Valentina's notifications channel. */
const burstMessage = (i) => ({
  channel: 'private-notifications-5',
  event: 'message',
  data: { iduser: 100000 + i, apodo: `Burst_${i}`, sexo: 1, imagen: '', message: `evento ${i}`, messageType: 1, timestamp: Date.now() },
});

const browser = await launchBrowser();

async function pageFor(a) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await ctx.addInitScript(
    ({ key, s }) => {
      localStorage.setItem(key, s);
      window.__longtasks = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longtasks.push(e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
    },
    { key: SESSION_STORAGE_KEY, s: JSON.stringify({ token: a.token, recovery_token: a.recovery_token }) },
  );
  return { ctx, page: await ctx.newPage() };
}

await post('/__demo/reset', {});
// Martín is a free member: the demo API lets him send only a few messages per conversation (issue 16).
await post('/__demo/premium', { userId: 4 });
const vale = await auth('valentina@demo.flechazo.ar');
const martin = await auth('martin@demo.flechazo.ar');
const seedMs = PARTS.has('conversation') ? await seedConversation(vale, martin) : 0;

// 1. The long conversation.
if (PARTS.has('conversation')) {
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
  console.log(
    JSON.stringify({
      bench: 'conversation',
      messages: N,
      seedMs,
      firstRenderMs: firstRender,
      pagesLoaded: loaded,
      loadAllPagesMs: loadAllMs,
      domMessageNodesAfterLoad: rendered,
      scrollThroughMs: scrollMs,
      longTasksWhileScrolling: scrollTasks.length,
      longestTaskWhileScrollingMs: Math.round(Math.max(0, ...scrollTasks)),
    }),
  );
  await ctx.close();
}

// 2. A burst of realtime events.
if (PARTS.has('burst')) {
  const { ctx, page } = await pageFor(vale);
  await page.goto(`${APP}/message-received`, { waitUntil: 'domcontentloaded', timeout: 120000 });
  await page.getByTestId('chat-row').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(2000); // realtime connected
  await page.evaluate(() => (window.__longtasks = []));
  const t0 = Date.now();
  const sends = [];
  for (let i = 0; i < EVENTS; i++) {
    sends.push(post('/__demo/trigger', burstMessage(i)));
    await new Promise((r) => setTimeout(r, 1000 / EVENTS));
  }
  await Promise.all(sends);
  const sentMs = Date.now() - t0;
  await page
    .waitForFunction((n) => document.querySelectorAll('[data-testid=chat-row]').length >= n, EVENTS, { timeout: 20000 })
    .catch(() => {});
  await page.waitForTimeout(500);
  const names = await page.evaluate(() =>
    [...document.querySelectorAll('.chat-row__name')].map((e) => e.textContent).filter((t) => t.startsWith('Burst_')),
  );
  const unique = new Set(names).size;
  const tasks = await page.evaluate(() => window.__longtasks);
  console.log(
    JSON.stringify({
      bench: 'burst',
      events: EVENTS,
      sentOverMs: sentMs,
      rowsForBurst: names.length,
      uniqueSenders: unique,
      everyEventOnce: names.length === EVENTS && unique === EVENTS,
      longTasks: tasks.length,
      longestTaskMs: Math.round(Math.max(0, ...tasks)),
    }),
  );
  await ctx.close();
}

// 3. The burst again, with the conversation with Martín open and his typing events interleaved.
if (PARTS.has('typing')) {
  await post('/__demo/reset', {});
  await post('/__demo/premium', { userId: 4 }); // his real messages must not stop at the demo's free limit
  const v = await auth('valentina@demo.flechazo.ar');
  const m = await auth('martin@demo.flechazo.ar');
  await post(`/v1/messages/send/5`, { type: '1', mensaje: 'Hola Vale', isChat: '1' }, m.token, true);
  const { ctx, page } = await pageFor(v);
  // What the realtime worker hands the page, in order (the page's own listener runs after this one).
  await ctx.addInitScript(() => {
    window.__rt = [];
    const Base = window.Worker;
    window.Worker = class extends Base {
      /** @param {[string | URL, WorkerOptions?]} a */
      constructor(...a) {
        super(...a);
        this.addEventListener('message', (e) => {
          if (e.data?.t === 'event') window.__rt.push({ channel: e.data.channel, event: e.data.event, data: e.data.data });
        });
      }
    };
  });
  await page.goto(`${APP}/message-received?modal=message-view&id=4`, { waitUntil: 'domcontentloaded', timeout: 120000 });
  await page.getByTestId('message-view').waitFor({ timeout: 60000 });
  await page.getByTestId('chat-row').first().waitFor({ timeout: 30000 });
  // The demo's chat channel is a presence- one (realtime contract): presence events arrive on it.
  const chatChannel = 'presence-chat-4.5';
  await page.waitForFunction((c) => window.__rt.some((e) => e.channel === c && e.event === 'pusher:subscription_succeeded'), chatChannel, {
    timeout: 30000,
  });
  await page.evaluate(() => {
    window.__longtasks = [];
    window.__status = [];
    const el = document.querySelector('[data-testid=chat-status]');
    new MutationObserver(() => window.__status.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
  });
  const REAL_EVERY = 20;
  const t0 = Date.now();
  const delivered = { message: 0, typing: 0, real: 0 };
  const sends = [];
  // EVENTS message events per second, a typing event (alternating true/false) after each; the page
  // records the order it got them in, so the status changes it should show are counted from that order.
  for (let i = 0; i < EVENTS; i++) {
    const due = t0 + (i * 1000) / EVENTS;
    if (Date.now() < due) await new Promise((r) => setTimeout(r, due - Date.now()));
    sends.push(post('/__demo/trigger', burstMessage(i)).then((a) => (delivered.message += a.delivered)));
    sends.push(
      post('/__demo/trigger', { channel: chatChannel, event: 'client-typing', data: { status: i % 2 === 0, iduser: 4 } }).then(
        (b) => (delivered.typing += b.delivered),
      ),
    );
    if (i % REAL_EVERY === REAL_EVERY - 1) {
      sends.push(
        post(`/v1/messages/send/5`, { type: '1', mensaje: `tipeado ${i}`, isChat: '1' }, m.token, true).then(
          (a) => void (a?.message ? delivered.real++ : undefined),
        ),
      );
    }
  }
  await Promise.all(sends);
  const sentMs = Date.now() - t0;
  const reals = Math.floor(EVENTS / REAL_EVERY);
  await page.waitForFunction((n) => document.querySelectorAll('.chat-row__name').length >= n, EVENTS, { timeout: 20000 }).catch(() => {});
  await page.waitForTimeout(1000);
  const r = await page.evaluate((chat) => {
    const rt = window.__rt;
    const typing = rt
      .filter((e) => e.channel === chat && e.event === 'client-typing')
      .map((e) => (typeof e.data === 'string' ? JSON.parse(e.data) : e.data).status === true);
    // From '' (not typing): each event that flips the state must change the status once.
    let changes = 0;
    for (let k = 0; k < typing.length; k++) if (typing[k] !== (k === 0 ? false : typing[k - 1])) changes++;
    const names = [...document.querySelectorAll('.chat-row__name')].map((e) => e.textContent).filter((t) => t.startsWith('Burst_'));
    const bubbles = [...document.querySelectorAll('[data-testid=message-view] [data-testid=msg]')]
      .map((e) => e.textContent)
      .filter((t) => /tipeado \d+/.test(t));
    const statuses = window.__status.filter((s, k, a) => k === 0 || s !== a[k - 1]);
    return {
      pageGotMessages: rt.filter((e) => e.event === 'message').length,
      pageGotTyping: typing.length,
      typingChangesExpected: changes,
      typingChangesShown: statuses.length,
      rows: names.length,
      uniqueSenders: new Set(names).size,
      bubbles: bubbles.length,
      uniqueBubbles: new Set(bubbles.map((t) => t.match(/tipeado \d+/)[0])).size,
      statusNow: document.querySelector('[data-testid=chat-status]').textContent,
      statusMatchesLastTyping:
        document.querySelector('[data-testid=chat-status]').textContent.includes('Escribiendo') === (typing[typing.length - 1] === true),
      longTasks: window.__longtasks.length,
      longestTaskMs: Math.round(Math.max(0, ...window.__longtasks)),
    };
  }, chatChannel);
  // One more 'true' (after a 'false') still shows and resets by itself after 3 s.
  await post('/__demo/trigger', { channel: chatChannel, event: 'client-typing', data: { status: false, iduser: 4 } });
  await page.waitForTimeout(300);
  await post('/__demo/trigger', { channel: chatChannel, event: 'client-typing', data: { status: true, iduser: 4 } });
  const typingShown = await page
    .getByTestId('chat-status')
    .filter({ hasText: 'Escribiendo' })
    .waitFor({ timeout: 3000 })
    .then(
      () => true,
      () => false,
    );
  const tReset = Date.now();
  const resetAfterMs = await page
    .waitForFunction(() => !document.querySelector('[data-testid=chat-status]').textContent.includes('Escribiendo'), null, {
      timeout: 6000,
    })
    .then(
      () => Date.now() - tReset,
      () => null,
    );
  const everyEventOnce =
    delivered.message === EVENTS &&
    r.pageGotMessages === EVENTS + reals &&
    r.rows === EVENTS &&
    r.uniqueSenders === EVENTS &&
    delivered.typing === EVENTS &&
    r.pageGotTyping === EVENTS &&
    r.typingChangesShown === r.typingChangesExpected &&
    r.statusMatchesLastTyping &&
    r.bubbles === reals &&
    r.uniqueBubbles === reals;
  console.log(
    JSON.stringify({
      bench: 'burst-with-typing',
      events: EVENTS,
      typingEvents: EVENTS,
      realMessages: reals,
      sentOverMs: sentMs,
      serverDelivered: delivered,
      ...r,
      typingShownAgain: typingShown,
      typingResetAfterMs: resetAfterMs,
      everyEventOnce,
    }),
  );
  await ctx.close();
}

await browser.close();
