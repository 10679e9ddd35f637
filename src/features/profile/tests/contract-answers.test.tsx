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

/**
 * The couple preferences (PROF-02, PROF-07; issue 42 #13): the contract names "pareja sections" (any
 * field matching ^pareja) and, among My profile's fields, the member's `ageRange`. The view shows what
 * the answer holds: the pareja sections, the age preference from a pareja range or `ageRange`; nothing
 * is invented when the answer has none.
 */
describe('couple preferences in each reading', () => {
  const PREFS = ['pareja', 'pareja_edad', 'ageRange', 'coupleData'];
  const noPrefs = (j: Json) => without(CONTRACT_ONLY(j), ...PREFS);
  const coupleCards = (modal: HTMLElement) => Array.from(modal.querySelectorAll<HTMLElement>('.pcard[data-section^="pareja"]'));

  it('[PROF-02][PROF-07][API-41] an answer with no pareja section and no ageRange shows no couple preference: no invented "De 18 a 99 años"', async () => {
    const { modal } = await openProfile(20, noPrefs);
    expect(within(modal).queryByText(/De \d+ a \d+ años/)).not.toBeInTheDocument();
    expect(coupleCards(modal)).toHaveLength(0);
    expect(within(modal).queryByText('Busca')).not.toBeInTheDocument();
  });

  it('[PROF-02][PROF-07][API-41] a pareja section without any age range shows its rows and no age', async () => {
    const { modal } = await openProfile(20, (j) => ({
      ...noPrefs(j),
      pareja: { title: '¿Qué tipo de pareja está buscando?', items: [{ label: 'Busca', value: 'Pareja estable' }] },
    }));
    const card = within(modal).getByRole('heading', { name: '¿Qué tipo de pareja está buscando?' }).closest('section')!;
    expect(card).toHaveTextContent('Pareja estable');
    expect(within(modal).queryByText(/De \d+ a \d+ años/)).not.toBeInTheDocument();
  });

  it.each([
    ['ageRange {min, max}', { ageRange: { min: 31, max: 44 } }],
    ['ageRange with digit strings', { ageRange: { min: '31', max: '44' } }],
    ['a pareja range (pareja_edad, the demo)', { pareja_edad: { min: 31, max: 44 } }],
    ['a pareja range under another pareja name', { pareja_rango_edad: { min: 31, max: 44 } }],
  ])("[PROF-02][PROF-07][API-41] the member's age preference read from %s", async (_r, prefs) => {
    const { modal } = await openProfile(20, (j) => ({ ...noPrefs(j), ...prefs }));
    expect(within(modal).getByText('De 31 a 44 años')).toBeInTheDocument();
  });

  it('[PROF-02][PROF-07][API-41] a pareja range wins over ageRange', async () => {
    const { modal } = await openProfile(20, (j) => ({ ...noPrefs(j), pareja_edad: { min: 25, max: 30 }, ageRange: { min: 31, max: 44 } }));
    expect(within(modal).getByText('De 25 a 30 años')).toBeInTheDocument();
    expect(within(modal).queryByText('De 31 a 44 años')).not.toBeInTheDocument();
  });

  it('[PROF-02][PROF-07][API-41][OPEN-18] an impossible or partial age range is not shown', async () => {
    const { modal } = await openProfile(20, (j) => ({ ...noPrefs(j), ageRange: { min: 60, max: 20 }, pareja_edad: { min: 30 } }));
    expect(within(modal).queryByText(/De \d+ a \d+ años/)).not.toBeInTheDocument();
  });

  it('[PROF-02][PROF-07][API-41] every pareja section is shown, each with its title and rows', async () => {
    const { modal } = await openProfile(20, (j) => ({
      ...noPrefs(j),
      pareja: { title: '¿Qué tipo de pareja está buscando?', items: [{ label: 'Busca', value: 'Pareja estable' }] },
      pareja_apariencia: { title: 'Cómo la imagina', items: [{ label: 'Contextura', value: ['Atlética', 'Normal'] }] },
      pareja_estilo: { title: 'Su estilo de vida', items: [{ label: '¿Fuma?', value: 'No' }] },
    }));
    const card = (title: string) => within(modal).getByRole('heading', { name: title }).closest('section')!;
    expect(card('Cómo la imagina')).toHaveTextContent('Atlética, Normal');
    expect(card('Su estilo de vida')).toHaveTextContent('No');
    expect(card('¿Qué tipo de pareja está buscando?')).toHaveTextContent('Pareja estable');
    expect(coupleCards(modal)).toHaveLength(3);
  });

  it("[PROF-02][PROF-07][API-41] without pareja sections, My profile's coupleData (title, fields with their chosen options) is the couple card", async () => {
    const { modal } = await openProfile(20, (j) => ({
      ...noPrefs(j),
      ageRange: { min: 28, max: 36 },
      coupleData: {
        title: '¿Qué tipo de pareja estás buscando?',
        list: [
          { label: 'Busco', select: [{ label: 'Pareja estable', value: 'Pareja estable' }], type: 's' },
          { label: 'Que fume', select: [{ label: 'Seleccionar', value: null }], type: 's' },
        ],
      },
    }));
    const card = within(modal).getByRole('heading', { name: '¿Qué tipo de pareja estás buscando?' }).closest('section')!;
    expect(card).toHaveTextContent('De 28 a 36 años');
    expect(card).toHaveTextContent('Pareja estable');
    expect(card).not.toHaveTextContent('Que fume');
    expect(card).not.toHaveTextContent('Seleccionar');
  });
});
