/**
 * Answers shaped as Stoplight Prism makes them from the contract (the e2e `prism` project, docs/contract-checks.md
 * "Prism"): valid against contract/api-contract.yaml, nonsense as values (ages in the millions, ids that are
 * words, empty lists). One test per defect the prism journeys found; the demo's answer reshaped where it can be.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { reshaped } from '@/test/demo-answer';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/handlers';

jest.setTimeout(30000);
const SLOW = { timeout: 20000 };

type Json = Record<string, unknown>;
/** Prism's ages: whatever integer the schema allows. */
const PRISM_AGES = [66948036, 0, -3];

/** The list answer's items (an envelope's or a bare array) passed through `f`. */
const mapItems = (f: (item: Json, index: number) => Json) => (j: Json | Json[]) =>
  Array.isArray(j) ? j.map(f) : { ...j, items: Array.isArray(j.items) ? (j.items as Json[]).map(f) : j.items };

describe('answers as Prism makes them', () => {
  it('[DASH-02][PROF-02][OPEN-18] an age no member can have (66948036, 0, -3) is left out of the cards and the profile view, never shown', async () => {
    server.use(
      reshaped(
        'get',
        '/v1/dashboard/listing/:kind',
        mapItems((item, i) => (item.type === 'USER' ? { ...item, years: PRISM_AGES[i % PRISM_AGES.length] } : item)),
      ),
      reshaped('get', '/v1/profile/:id', (j: Json) => ({ ...j, years: 66948036 })),
    );
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    const cards = await screen.findAllByTestId('member-card', {}, SLOW);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).not.toHaveTextContent(/-?\d+ años/);
    const first = cards[0]!;
    await userEvent.click(within(first).getByRole('button', { name: /^Ver el perfil de/ }));
    const modal = await screen.findByTestId('profile-view', {}, SLOW);
    const name = await within(modal).findByRole('heading', { level: 3 }, SLOW);
    expect(name).not.toHaveTextContent(/años/);
    expect(name).not.toHaveTextContent(',');
  });

  it('[ME-01][ME-03][OPEN-18] my profile with an age in the millions shows the nickname alone in its header', async () => {
    server.use(reshaped('get', '/v1/profile', (j: Json) => ({ ...j, years: 66948036 })));
    await signInStored('sofia');
    renderApp('/my-profile');
    await screen.findByText(/Perfil completo al/, {}, { timeout: 15000 });
    const header = document.querySelector('.me-head__name');
    await waitFor(() => expect(header).not.toBeNull());
    expect(header).not.toHaveTextContent(/años|66948036/);
    expect(header?.textContent?.trim()).not.toBe('');
  });

  it.each(['lorem ipsum', '999999'])(
    '[PROF-01][OPEN-18] a profile link whose id (%s) the server does not know (a 400, asked for by that id) says it found no one, with the way back, instead of a blank page or a "Reintentar" that cannot help',
    async (unknown) => {
      const user = userEvent.setup();
      const asked: string[] = [];
      const seen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
      server.events.on('request:start', seen);
      await signInStored('sofia');
      const { router } = renderApp(`/dashboard-recent?modal=profile-view&id=${encodeURIComponent(unknown)}`);
      const modal = await screen.findByTestId('profile-view', {}, SLOW);
      const alert = await within(modal).findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent('No encontramos a esta persona.');
      await user.click(within(alert).getByRole('button', { name: 'Volver' }));
      await waitFor(() => expect(router.state.location.search).not.toContain('modal=profile-view'));
      server.events.removeListener('request:start', seen);
      expect(asked).toContain(`/v1/profile/${encodeURIComponent(unknown)}`);
    },
  );

  it('[DASH-13][OPEN-18] a server that answers "expiro" to every page: one reload from page 0, then the error with "Reintentar", never a reload loop', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/v1/dashboard/listing/recent'), () => {
        calls += 1;
        return HttpResponse.json('expiro');
      }),
    );
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('No pudimos cargar los perfiles.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(calls).toBe(2);
  });

  it('[SRCH-12][OPEN-18] search results that are "expiro" every time: one reload, then the error with "Reintentar", never a reload loop', async () => {
    let calls = 0;
    const expiro = () => {
      calls += 1;
      return HttpResponse.json('expiro');
    };
    server.use(http.post(apiUrl('/v1/dashboard/search'), expiro), http.get(apiUrl('/v1/dashboard/search'), expiro));
    await signInStored('sofia');
    renderApp('/search-results');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(calls).toBe(2);
  });

  it('[API-48][GAME-02][GAME-03][OPEN-18] the like game with an age in the millions: it asks for 18 to 99 at most, and shows no age for a player whose age is nonsense', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const u = new URL(request.url);
      if (u.pathname.startsWith('/v1/juegolikes/')) paths.push(u.pathname);
    });
    server.use(
      reshaped('get', '/v1/session', (j: Json) => ({ ...j, me: { ...(j.me as Json), age: 5979971, age_range: undefined } })),
      reshaped('get', '/v1/juegolikes/:userId/:gender/:city/:ageMin/:ageMax', (j: Json) => ({
        ...j,
        resultset: (j.resultset as Json[]).map((u) => ({ ...u, age: 66948036 })),
      })),
    );
    await signInStored('valentina');
    renderApp('/dashboard-recent?modal=like-game');
    const cards = await screen.findAllByTestId('like-game-card', {}, SLOW);
    const [ageMin, ageMax] = paths[0]!.split('/').slice(-2);
    expect(Number(ageMin)).toBeGreaterThanOrEqual(18);
    expect(Number(ageMax)).toBeLessThanOrEqual(99);
    expect(Number(ageMin)).toBeLessThan(Number(ageMax));
    for (const card of cards) {
      expect(card).not.toHaveTextContent(/años/);
      expect(card).toHaveAccessibleName(/^Me gusta /);
      expect(card).not.toHaveAccessibleName(/años|66948036/);
    }
    server.events.removeAllListeners();
  });
});
