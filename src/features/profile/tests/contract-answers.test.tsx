/**
 * The profile view answered as a server that speaks only the contract would (API-41, PROF-07): no
 * locationText, status, liked or reported (the contract does not name them for the profile view).
 */
import { screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { reshaped, without } from '@/test/demo-answer';
import { ageOf, db, locationText } from '@/mocks/db';

type Json = Record<string, unknown>;
const CONTRACT_ONLY = (j: Json) => without(j, 'locationText', 'status', 'liked', 'reported');

jest.setTimeout(30000);

async function openProfile(id: number, reshape: (j: Json) => unknown = CONTRACT_ONLY) {
  server.use(reshaped('get', '/v1/profile/:id', reshape));
  await signInStored('sofia');
  const app = renderApp(`/dashboard-recent?modal=profile-view&id=${id}`);
  const modal = await screen.findByTestId('profile-view', {}, { timeout: 8000 });
  await within(modal).findByRole('heading', { level: 3 }, { timeout: 8000 });
  return { ...app, modal };
}

describe('profile view from a contract-only answer', () => {
  it("[PROF-02][PROF-07][API-41] the location line is 'Province - City' from location {provinceId, cityId} and the location list, not locationText", async () => {
    const m = db.members.get(20);
    if (!m) throw new Error('no member 20');
    const { modal } = await openProfile(20);
    expect(await within(modal).findByText(locationText(m.provinceId, m.cityId))).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { level: 3 })).toHaveTextContent(`${m.nickname}, ${ageOf(m)} años`);
  });

  it('[PROF-02][PROF-07] ficha.signo is shown', async () => {
    const { modal } = await openProfile(20, (j) => ({
      ...CONTRACT_ONLY(j),
      ficha: { signo: 'Escorpio' },
      datos_personales: { title: 'Datos personales', items: [{ label: 'Estado civil', value: 'Soltera' }] },
    }));
    expect(within(modal).getByText('Signo: Escorpio')).toBeInTheDocument();
  });

  it('[PROF-04][LIST-10] a member the dashboard showed as liked is liked in the profile view too: only "Enviale un mensaje"', async () => {
    server.use(reshaped('get', '/v1/profile/:id', CONTRACT_ONLY));
    await signInStored('sofia');
    const { router } = renderApp('/dashboard-recent');
    const cards = await screen.findAllByTestId('member-card', {}, { timeout: 8000 });
    const liked = cards.find((c) => within(c).queryByRole('button', { name: 'Enviale un mensaje', hidden: true }));
    if (!liked) throw new Error('no liked member on the first dashboard page');
    const id = Number(liked.dataset.memberId);
    const m = db.members.get(id);
    await act(() => router.navigate(`/dashboard-recent?modal=profile-view&id=${id}`));
    const modal = await screen.findByTestId('profile-view', {}, { timeout: 8000 });
    expect(await within(modal).findByRole('button', { name: 'Enviale un mensaje' }, { timeout: 8000 })).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: `Me gusta ${m?.nickname}` })).toBeNull();
  });

  it('[PROF-04][API-35] without liked in the answer, a like from the profile view works: only "Enviale un mensaje" remains', async () => {
    const m = db.members.get(20);
    if (!m) throw new Error('no member 20');
    db.likes = db.likes.filter((l) => !(l.from === 3 && l.to === 20));
    const user = userEvent.setup();
    const { modal } = await openProfile(20);
    await user.click(within(modal).getByRole('button', { name: `Me gusta ${m.nickname}` }));
    expect(await within(modal).findByRole('button', { name: 'Enviale un mensaje' })).toBeInTheDocument();
    expect(db.likes.some((l) => l.from === 3 && l.to === 20)).toBe(true);
  });

  it('[PROF-02] without status in the answer, a member the dashboard showed online is shown online', async () => {
    server.use(reshaped('get', '/v1/profile/:id', CONTRACT_ONLY));
    await signInStored('sofia');
    const { router } = renderApp('/dashboard-online');
    const cards = await screen.findAllByTestId('member-card', {}, { timeout: 8000 });
    const id = Number(cards[0]?.dataset.memberId);
    expect(db.members.get(id)?.online).toBe(true);
    await act(() => router.navigate(`/dashboard-online?modal=profile-view&id=${id}`));
    const modal = await screen.findByTestId('profile-view', {}, { timeout: 8000 });
    await within(modal).findByRole('heading', { level: 3 }, { timeout: 8000 });
    expect(within(modal).getByText('Online')).toBeInTheDocument();
  });
});
