/**
 * /search-results reopened with a saved search: the results' first request, a POST of the saved search's
 * filters, sent early by the boot loader (src/app/boot/loader/early.ts, config.early.js EARLY_POSTS) and
 * taken by the app only for exactly its own body (src/api/http.ts, src/shared/boot/handoff.ts). The real
 * loader, store, sagas, routes and demo API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { config } from '@/shared/config/env';
import type { EarlyAnswer } from '@/shared/boot/handoff';
import { renderApp, signInStored } from '@/test/utils';
import { recordRequests } from '@/test/requests';
import { runBootLoader } from '@/test/boot';
import { SEARCH_STORAGE_KEY, filtersOf, parseSavedSearch, searchBody } from '../body';

const KEY = 'POST /v1/dashboard/search';
const SAVED = { isAdvanced: false, apodo: '', id_provincia: 0, id_localidad: 0, distancia: 0, edad_min: 25, edad_max: 40 };
const requests = recordRequests();
const posts = () => requests.to('/v1/dashboard/search').filter((r) => r.method === 'POST');

afterEach(() => {
  delete window.__FLECHAZO_BOOT__;
  window.history.replaceState(null, '', '/');
  document.head.querySelectorAll('script, link').forEach((el) => el.remove());
  localStorage.removeItem(SEARCH_STORAGE_KEY);
});

describe('the search results reopened: the early POST', () => {
  it("[PERF][API-47][SRCH-08][SRCH-11] the results' POST is sent by the boot loader, with the app's own body, and the app takes its answer", async () => {
    await signInStored('sofia');
    const stored = JSON.stringify(SAVED);
    localStorage.setItem(SEARCH_STORAGE_KEY, stored);
    runBootLoader('/search-results');
    expect(window.__FLECHAZO_BOOT__?.early?.answers[KEY]).toBeDefined();
    renderApp('/search-results');
    const results = await screen.findByTestId('search-results', {}, { timeout: 8000 });
    expect((await within(results).findAllByTestId('member-card', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    await requests.settled();
    // The loader's POST, with the body the app builds from the stored search; the app took its answer.
    // (Development's StrictMode opens the results twice, so a second POST goes to the API here;
    // e2e/platform.spec.ts counts one in production.)
    const body = filtersOf(parseSavedSearch(stored)!);
    expect(posts()[0]?.body).toEqual(body);
    for (const r of posts()) expect(r.body).toEqual(body);
    expect(posts()[0]!.contentType).toContain('application/json');
    expect(window.__FLECHAZO_BOOT__?.early?.answers[KEY]).toBeUndefined();
    expect(requests.to('/v1/dashboard/search').filter((r) => r.method === 'GET')).toEqual([]);
  });

  it('[PERF][SRCH-08] nothing stored: no early POST; the app sends its own (the cleared search)', async () => {
    await signInStored('sofia');
    runBootLoader('/search-results');
    expect(window.__FLECHAZO_BOOT__?.early?.answers[KEY]).toBeUndefined();
    renderApp('/search-results');
    await within(await screen.findByTestId('search-results')).findAllByTestId('member-card', {}, { timeout: 8000 });
    await requests.settled();
    expect(posts().length).toBeGreaterThan(0);
    for (const r of posts()) expect(r.body).toMatchObject({ isAdvanced: false, edad_min: 18, edad_max: 99 });
  });

  it("[PERF][SRCH-08][OPEN-15] an early POST of another body (the search changed after the loader sent it) is not taken: the static copy is declined, and the app's own POST goes only once the loader's is answered, so the server keeps the app's filters", async () => {
    const auth = await signInStored('sofia');
    localStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify({ ...SAVED, edad_min: 30 }));
    let answer: (a: EarlyAnswer | null) => void = () => {};
    const early = new Promise<EarlyAnswer | null>((resolve) => (answer = resolve));
    const release = jest.fn();
    window.__FLECHAZO_BOOT__ = {
      locations: null,
      staticHome: false,
      replay: -1,
      started: true,
      early: {
        token: auth.token,
        base: config.apiBaseUrl,
        answers: { [KEY]: early },
        bodies: { [KEY]: searchBody(JSON.stringify(SAVED))! },
      },
      trust: null,
      releaseStaticPreview: release,
      preview: null,
    };
    renderApp('/search-results');
    await waitFor(() => expect(release).toHaveBeenCalled());
    expect(window.__FLECHAZO_BOOT__.taken).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(posts()).toEqual([]); // the loader's POST is still out
    // The loader's answer (another search's) arrives: never shown; the app's own POST goes now.
    const other = { type: 'USER', id: 999, nickname: 'DeOtraBúsqueda', years: 30, location: 'X', picture: 'x.jpg', hasPicture: true };
    answer({ status: 200, body: JSON.stringify({ items: [other], scrollId: null }) });
    const cards = await within(await screen.findByTestId('search-results')).findAllByTestId('member-card', {}, { timeout: 8000 });
    expect(cards.length).toBeGreaterThan(0);
    expect(screen.queryByText('DeOtraBúsqueda')).toBeNull();
    await requests.settled();
    expect(posts().length).toBeGreaterThan(0); // two in development (StrictMode), each after the loader's
    for (const r of posts()) expect(r.body).toEqual(filtersOf(parseSavedSearch(localStorage.getItem(SEARCH_STORAGE_KEY))!));
  });
});
