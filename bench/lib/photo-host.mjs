/**
 * A stand-in for the real image host (issue 32). The demo's image host draws every photo as an SVG,
 * whatever size is asked for; the real host resizes and sends a JPEG of that size. A bench that counts
 * bytes, or times a frame that paints photos (an SVG is parsed into its own document and re-rasterised
 * whenever it moves; a JPEG is a bitmap to copy), answers each photo URL (users/WxH/...,
 * users_chat/WxH/...) with a JPEG (quality 0.8) that Chromium renders from the demo's SVG at exactly WxH.
 */

export const PHOTO = /\/img\/(users|users_chat)\/(\d+)x(\d+)\//;

/** @type {Map<string, Buffer>} JPEGs by URL, shared by every context of the process. */
const jpegs = new Map();
/** @type {import('playwright-core').Page | null} */
let painter = null;

/**
 * The JPEG a resizing host would send for `url`: the demo's SVG rendered at WxH in Chromium.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function jpegFor(browser, url) {
  const hit = jpegs.get(url);
  if (hit) return hit;
  const [, , w, h] = url.match(PHOTO) ?? [];
  const res = await fetch(url);
  const svg = await res.text();
  painter ??= await browser.newPage();
  const b64 = await painter.evaluate(
    async ({ svg, w, h }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const g = c.getContext('2d');
      if (!g) throw new Error('no canvas');
      g.fillStyle = '#fff';
      g.fillRect(0, 0, w, h);
      // Cover, as the host's smart crop does.
      const s = Math.max(w / img.naturalWidth, h / img.naturalHeight);
      g.drawImage(img, (w - img.naturalWidth * s) / 2, (h - img.naturalHeight * s) / 2, img.naturalWidth * s, img.naturalHeight * s);
      return c.toDataURL('image/jpeg', 0.8).split(',')[1];
    },
    { svg, w: Number(w), h: Number(h) },
  );
  const buf = Buffer.from(b64, 'base64');
  jpegs.set(url, buf);
  return buf;
}

/** The headers the stand-in answers each photo with (besides its Content-Type, image/jpeg). */
const PHOTO_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Access-Control-Allow-Origin': '*',
  'Timing-Allow-Origin': '*',
};

/**
 * Answers every photo request of `context` with its JPEG; `onServed(url, bytes)` is called for each
 * answered request (a photo the host cannot render goes on to the demo).
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Browser} browser
 * @param {(url: string, bytes: number) => void} [onServed]
 */
export async function standInPhotoHost(context, browser, onServed = () => {}) {
  await context.route(PHOTO, async (route) => {
    const url = route.request().url();
    try {
      const body = await jpegFor(browser, url);
      onServed(url, body.length);
      await route.fulfill({
        status: 200,
        contentType: 'image/jpeg',
        body,
        headers: PHOTO_HEADERS,
      });
    } catch {
      await route.continue();
    }
  });
}

/**
 * The same stand-in on one page, through CDP's Fetch domain instead of Playwright's routing, which turns
 * the browser's HTTP cache off for the whole context: with this one, what a member's browser keeps (the
 * hashed scripts, the document a service worker reads back from the cache) is kept here too. Only the
 * page's own requests: a service worker's or a dedicated worker's photo requests are not seen.
 * @param {import('playwright-core').CDPSession} cdp the page's session
 * @param {import('playwright-core').Browser} browser
 * @param {(url: string, bytes: number) => void} [onServed]
 */
export async function standInPhotoHostOnPage(cdp, browser, onServed = () => {}) {
  cdp.on('Fetch.requestPaused', async (e) => {
    const url = e.request.url;
    try {
      if (!PHOTO.test(url)) throw new Error('not a photo');
      const body = await jpegFor(browser, url);
      onServed(url, body.length);
      await cdp.send('Fetch.fulfillRequest', {
        requestId: e.requestId,
        responseCode: 200,
        responseHeaders: Object.entries({ 'Content-Type': 'image/jpeg', ...PHOTO_HEADERS }).map(([name, value]) => ({ name, value })),
        body: body.toString('base64'),
      });
    } catch {
      await cdp.send('Fetch.continueRequest', { requestId: e.requestId }).catch(() => {});
    }
  });
  await cdp.send('Fetch.enable', {
    patterns: [
      { urlPattern: '*/img/users/*', requestStage: 'Request' },
      { urlPattern: '*/img/users_chat/*', requestStage: 'Request' },
    ],
  });
}

/** Closes the page that renders the JPEGs (the rendered JPEGs stay cached for the next context). */
export function closePhotoHost() {
  void painter?.close();
  painter = null;
}
