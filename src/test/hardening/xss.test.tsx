/**
 * Issue 22, untrusted data: with the demo API's XSS corpus switch on (POST /__demo/xss), every text a
 * member or the API writes is a payload of src/test/xss-corpus.ts. Each screen shows those texts
 * literally, no element of a payload exists in the page (no img/svg/script/iframe/style, no on*
 * attribute, no javascript: or data: URL), no handler ran (window.__xss, alert) and every URL taken
 * from the data passed the allow-list (src/shared/lib/safe-url.ts).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_BASE } from '@/mocks/handlers';
import { DEMO_ACCOUNTS, NOTICE_USER_ID, db } from '@/mocks/db';
import { notificationFromPush } from '@/shared/push/notification';
import { renderApp, signInStored } from '@/test/utils';
import { SLOW } from '@/test/requests';
import { allowContractViolations } from '@/test/contract';
import { LONG_UNBROKEN, XSS_CORPUS, XSS_FLAG } from '@/test/xss-corpus';
import pwaTexts from '@locales/es-AR/pwa.json';

const flagged = () => (window as unknown as Record<string, unknown>)[XSS_FLAG];
const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const corpus = new Set(XSS_CORPUS.map(norm));

let alertSpy: jest.SpyInstance;
let confirmSpy: jest.SpyInstance;
beforeEach(async () => {
  delete (window as unknown as Record<string, unknown>)[XSS_FLAG];
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  confirmSpy = jest.spyOn(window, 'confirm').mockImplementation(() => false);
  const res = await fetch(`${API_BASE}/__demo/xss`, { method: 'POST' });
  expect(res.ok).toBe(true);
});
afterEach(() => {
  alertSpy.mockRestore();
  confirmSpy.mockRestore();
});

/** Nothing of a payload became markup, an URL or a running handler anywhere in the document. */
function expectNothingInjected(): void {
  const doc = document;
  expect(doc.querySelectorAll('script, iframe, object, embed, math, style, details, body input[autofocus]')).toHaveLength(0);
  expect(doc.querySelectorAll('img[src="x"], svg[onload], svg script')).toHaveLength(0);
  const withHandlers = [...doc.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name)));
  expect(withHandlers.map((el) => el.outerHTML.slice(0, 120))).toEqual([]);
  const urls = [...doc.querySelectorAll('[href], [src], [action], [formaction], [data-original]')].flatMap((el) =>
    ['href', 'src', 'action', 'formaction', 'data-original'].map((a) => el.getAttribute(a)).filter((v): v is string => v !== null),
  );
  for (const u of urls) {
    expect(u).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(u).not.toMatch(/evil\.example/);
  }
  expect(flagged()).toBeUndefined();
  expect(alertSpy).not.toHaveBeenCalled();
  expect(confirmSpy).not.toHaveBeenCalled();
}

/** The texts of these elements that are corpus entries, shown literally (never decoded or parsed). */
function corpusTexts(els: Iterable<Element>): string[] {
  return [...els].map((el) => norm(el.textContent)).filter((t) => corpus.has(t));
}

describe('the XSS corpus through every text a member or the API writes', () => {
  // The corpus is written into the demo database on purpose: its payloads break the contract's lengths.
  beforeEach(() => allowContractViolations('answer', "the XSS corpus writes payloads longer than the contract's limits"));

  it('[DASH-02] [DASH-04] [API-67] dashboard: nicknames show literally, NOTICE items with hostile image or link URLs lose them', async () => {
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    const cards = await screen.findAllByTestId('member-card', {}, SLOW);
    const names = corpusTexts(cards.map((c) => c.querySelector('.mcard__open') as Element));
    expect(names.length).toBeGreaterThanOrEqual(5);
    expect(names.some((n) => n.includes('<'))).toBe(true);
    // The notice whose image is javascript: is dropped; the one whose link is off the allow-list shows without a link.
    const notices = screen.queryAllByTestId('notice-card');
    for (const n of notices) {
      const a = n.querySelector('a');
      if (a) expect(a.getAttribute('href')).toMatch(/^\/|^https?:\/\/localhost/);
      expect(n.querySelector('img')?.getAttribute('src')).toMatch(/^http:\/\/localhost:8081\/img\//);
    }
    expectNothingInjected();
  });

  it('[PROF-02] [PROF-07] profile view: nickname, description and tags show literally', async () => {
    await signInStored('sofia');
    const id = [...db.members.values()].find((m) => m.id > 10 && !m.system)!.id;
    renderApp(`/dashboard-recent?modal=profile-view&id=${id}`);
    const view = await screen.findByTestId('profile-view', {}, SLOW);
    const m = db.members.get(id)!;
    await waitFor(() => expect(view).toHaveTextContent(norm(m.nickname).slice(0, 40), { normalizeWhitespace: true }));
    const text = norm(view.textContent);
    expect(text).toContain(norm(m.description));
    for (const tag of [...m.tags.films, ...m.tags.books]) expect(text).toContain(norm(tag));
    expectNothingInjected();
  });

  it('[MSG-02] [MSG-16] [MSG-21] message list and conversations: names, texts and notice HTML show as text; a javascript: video invitation never opens', async () => {
    await signInStored('sofia');
    const { router, browser } = renderApp('/message-received');
    const rows = await screen.findAllByTestId('chat-row', {}, SLOW);
    expect(corpusTexts(rows.flatMap((r) => [...r.querySelectorAll('*')])).length).toBeGreaterThan(0);
    expectNothingInjected();
    // A conversation with texts from the corpus.
    const other = db.messages.find((msg) => msg.to === DEMO_ACCOUNTS.sofia.id && msg.type === 1 && !db.members.get(msg.from)?.system)!.from;
    await act(() => router.navigate(`/message-received?modal=message-view&id=${other}`));
    const view = await screen.findByTestId('message-view', {}, SLOW);
    const bubbles = await within(view).findAllByTestId('msg', {}, SLOW);
    expect(corpusTexts(bubbles.map((b) => b.querySelector('.bubble') ?? b)).length).toBeGreaterThan(0);
    expectNothingInjected();
    // The notice user: its HTML is parsed inertly, only text comes out.
    await act(() => router.navigate(`/message-received?modal=message-view&id=${NOTICE_USER_ID}`));
    const notice = await within(await screen.findByTestId('message-view', {}, SLOW)).findByTestId('msg-notice', {}, SLOW);
    expect(notice.querySelector('.notice-card__title')?.textContent).toBeTruthy();
    expectNothingInjected();
    // A video invitation whose URL is javascript: (type 3): 'Aceptar' opens nothing.
    const video = db.messages.find((msg) => msg.to === DEMO_ACCOUNTS.sofia.id && msg.type === 3);
    if (video) {
      await act(() => router.navigate(`/message-received?modal=message-view&id=${video.from}`));
      const invite = await screen.findByTestId('video-invite', {}, SLOW);
      await userEvent.setup().click(within(invite).getByRole('button'));
      await new Promise((r) => setTimeout(r, 50));
      expect(browser.opened).toEqual([]);
    }
    expectNothingInjected();
  });

  it('[PAY-04] [PAY-03] paywall: header, plan names, plan lists, button texts and legal lines show literally', async () => {
    await signInStored('sofia');
    renderApp('/dashboard-recent?modal=pay-wall&id=RM');
    const paywall = await screen.findByTestId('paywall', {}, SLOW);
    const legal = await within(paywall).findByTestId('legal', {}, SLOW);
    const text = norm(paywall.textContent);
    expect(text).toContain(norm(XSS_CORPUS[0]));
    expect(norm(legal.textContent)).toContain(norm(XSS_CORPUS[7]));
    expect(norm(legal.textContent)).toContain(LONG_UNBROKEN);
    expectNothingInjected();
  });

  it('[LIST-01] [LIST-12] likes, visits: nicknames show literally; hostile NOTICE URLs are dropped', async () => {
    await signInStored('valentina');
    renderApp('/visits-received');
    const cards = await screen.findAllByTestId('list-card', {}, SLOW);
    expect(corpusTexts(cards.flatMap((c) => [...c.querySelectorAll('*')])).length).toBeGreaterThan(0);
    // Three notices answered: a javascript: image (dropped), an off-list link (shown without a link), an off-list image (dropped).
    const notices = screen.getAllByTestId('list-notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.querySelector('a')).toBeNull();
    expect(notices[0]!.querySelector('img')?.getAttribute('src')).toBe('http://localhost:8081/img/promo/recomendados.svg');
    expectNothingInjected();
  });

  it('[ME-06] [ME-07] my profile: the own nickname, description and tags show literally (in the inputs too)', async () => {
    await signInStored('sofia');
    renderApp('/my-profile');
    const me = db.members.get(DEMO_ACCOUNTS.sofia.id)!;
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await waitFor(() => {
      const values = [...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value);
      expect(values).toContain(me.description);
    }, SLOW);
    expectNothingInjected();
  });

  it("[GAME-03] like game: the cards' names show literally", async () => {
    await signInStored('valentina');
    renderApp('/dashboard-recent?modal=like-game');
    const modal = await screen.findByTestId('like-game', {}, { timeout: 15000 });
    await waitFor(() => expect(modal.querySelectorAll('.lgame-card__name').length).toBeGreaterThanOrEqual(2), { timeout: 8000 });
    expect(corpusTexts(modal.querySelectorAll('.lgame-card__name')).length).toBeGreaterThan(0);
    expectNothingInjected();
  });

  it('[PWA-02] push payloads: the corpus as nickname and text becomes the literal title and body; a hostile picture is not the icon', () => {
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const spec = notificationFromPush(
        JSON.stringify({
          type: 'message',
          user: { id: 12, nickname: payload, picture: XSS_CORPUS[(i + 11) % XSS_CORPUS.length] },
          message: { text: payload, type: 1 },
        }),
        pwaTexts.notification,
        false,
      );
      if (payload.trim()) {
        expect(spec.title).toBe(payload.trim().slice(0, 40));
        expect(spec.options.body).toBe(payload.trim().slice(0, 240));
      }
      expect(spec.options.icon).toBe('/icons/icon-192.png');
      expect(spec.options.data.url).toBe('/message-received?modal=message-view&id=12');
    }
  });
});
