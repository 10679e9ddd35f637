/**
 * My profile, its photos and the wizard answered as a server that speaks only the contract would
 * (issue 29; docs/api-decisions.md): no pending nickname field, the photos from listProfileImages, no
 * post-register call; personal-data fields with and without the id / options the saves need.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { useContractMode } from '@/test/contract';
import { reshaped, without } from '@/test/demo-answer';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { toImagesJson } from '@/mocks/handlers/my-profile/photos';
import { PERSONAL_GROUPS } from '@/mocks/db/catalogue';
import { captureRequests } from './helpers';

jest.setTimeout(40000);
const seen = captureRequests();
const sofia = () => db.members.get(3)!;
const gets = (path: string) => seen.filter((r) => r.method === 'GET' && r.path === path);

/** Sofía changed her nickname and it waits for moderation (the approved one is the old one). */
function pendingNickname(name: string) {
  const m = sofia();
  m.nicknameApproved = m.nickname;
  m.nickname = name;
  m.nicknameModeration = 0;
  delete m.nicknameSubmittedAt;
}

describe('my profile from a contract-only answer', () => {
  it("[ME-07][API-42] the nickname in moderation is the answer's nickname with 'Apodo en moderación' when no pending field is sent", async () => {
    useContractMode('strict');
    pendingNickname('Sofi pendiente');
    await signInStored('sofia');
    renderApp('/my-profile');
    expect(await screen.findByLabelText('Apodo', {}, { timeout: 15000 })).toHaveValue('Sofi pendiente');
    expect(screen.getByText('Apodo en moderación')).toBeInTheDocument();
  });

  it('[ME-22][API-44] (strict) the own photos come from listProfileImages, GET /v1/profile/image, an operation of the contract', async () => {
    useContractMode('strict');
    await signInStored('sofia');
    renderApp('/my-profile?modal=my-profile-images');
    const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
    await waitFor(() => expect(within(modal).getAllByTestId('own-photo')).toHaveLength(sofia().photos.length), { timeout: 10000 });
    expect(gets('/v1/profile/image')).toHaveLength(1);
  });

  it('[ME-22][API-42][API-44] a server without listProfileImages (405) whose profile answer carries images: the photos come from the profile answer', async () => {
    server.use(reshaped('get', '/v1/profile', (j: Record<string, unknown>) => ({ ...j, ...toImagesJson(sofia()) })));
    server.use(http.get(apiUrl('/v1/profile/image'), () => HttpResponse.json({ error: 'method_not_allowed' }, { status: 405 })));
    await signInStored('sofia');
    const { store } = renderApp('/my-profile?modal=my-profile-images');
    const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
    await waitFor(() => expect(within(modal).getAllByTestId('own-photo')).toHaveLength(sofia().photos.length), { timeout: 10000 });
    expect(within(modal).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('authenticated');
  });

  it("[WIZ-06][API-42] the wizard's data comes from GET /v1/profile (PostRegistrationData is part of MyProfile), never GET /v1/profile/post-register", async () => {
    useContractMode('strict');
    pendingNickname('Sofi wizard');
    await signInStored('sofia');
    renderApp('/my-profile?modal=post-register');
    const wizard = await screen.findByTestId('post-register', {}, { timeout: 15000 });
    expect(within(wizard).getByText('Paso 1 de 4')).toBeInTheDocument();
    await waitFor(() => expect(gets('/v1/profile').length).toBeGreaterThan(0));
    expect(gets('/v1/profile/post-register')).toHaveLength(0);
  });
});

type Json = Record<string, unknown>;
/** The answer's personal-data fields passed through `edit` (a server that reads the contract another way). */
const personalFields = (edit: (f: Json) => Json) => (j: Json) => ({
  ...j,
  personalData: (j.personalData as Json[]).map((g) => ({ ...g, list: (g.list as Json[]).map(edit) })),
});
const dataFormPuts = () => seen.filter((r) => r.method === 'PUT' && r.path === '/v1/profile/data-form');

async function openPersonalData() {
  await signInStored('sofia');
  renderApp('/my-profile');
  await screen.findByText(/Perfil completo al/, {}, { timeout: 15000 });
  // The form renders after the header's frame (issue 32); the screen is busy until it is in.
  await waitFor(() => expect(screen.getByTestId('my-profile')).toHaveAttribute('aria-busy', 'false'));
  return screen.getByRole('heading', { name: 'Datos personales' }).closest('section') ?? document.body;
}

describe('personal data in each reading of the contract', () => {
  it('[ME-06][ME-13][API-43] (strict) a personal-data field the answer gives an id and options for is editable: the choice sends {id, tipo, valor}', async () => {
    useContractMode('strict');
    const section = await openPersonalData();
    expect(within(section).queryAllByTestId('me-field-readonly')).toHaveLength(0);
    const first = PERSONAL_GROUPS[0]!.fields[0]!;
    const other = first.options.find((o) => o !== sofia().attributes.estado_civil)!;
    await userEvent.setup().selectOptions(within(section).getByRole('combobox', { name: first.label }), other);
    await waitFor(() => expect(dataFormPuts()[0]?.body).toEqual({ input: { id: first.id, tipo: 's', valor: other } }));
    expect(sofia().attributes.estado_civil).toBe(other);
  });

  it('[ME-06][ME-13][API-43] a personal-data field without the id / options the save needs (another reading) is shown with its value and a note, never a control, and nothing is sent', async () => {
    useContractMode('strict');
    server.use(
      reshaped(
        'get',
        '/v1/profile',
        personalFields((f) => without(f, 'id', 'key', 'inputType', 'options')),
      ),
    );
    const section = await openPersonalData();
    const fields = await within(section).findAllByTestId('me-field-readonly');
    expect(fields.length).toBeGreaterThan(0);
    const first = PERSONAL_GROUPS[0]!.fields[0]!;
    const field = within(section).getByRole('group', { name: first.label });
    expect(field).toHaveAccessibleDescription('Por ahora no podés cambiar este dato desde acá.');
    const value = sofia().attributes[first.key as keyof ReturnType<typeof sofia>['attributes']] as string | string[] | undefined;
    const shown = (Array.isArray(value) ? value.join(', ') : value) || 'Seleccionar';
    expect(within(field).getByText(shown)).toBeInTheDocument();
    expect(within(field).queryByRole('combobox')).not.toBeInTheDocument();
    expect(dataFormPuts()).toHaveLength(0);
  });

  it.each([
    ["the contract's inputType beside a `type` of another kind", (f: Json) => ({ ...f, inputType: f.type, type: 'lista' })],
    ['the inputType only (no type)', (f: Json) => ({ ...without(f, 'type'), inputType: f.type })],
    ['the letter in `type` (the demo)', (f: Json) => f],
  ])('[ME-14][ME-13][API-43] a multi-select field read from %s stays a multi-select and sends a list', async (_reading, edit) => {
    useContractMode('strict');
    sofia().attributes.idiomas = ['Español'];
    server.use(reshaped('get', '/v1/profile', personalFields(edit)));
    await openPersonalData();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Idiomas que hablo/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Inglés' }));
    await waitFor(() => expect(dataFormPuts()[0]?.body).toEqual({ input: { id: 10, tipo: 'm', valor: ['Español', 'Inglés'] } }));
    expect(sofia().attributes.idiomas).toEqual(['Español', 'Inglés']);
  });

  it('[ME-06][ME-07][ME-09][API-42] ids as digit strings and flags as numbers or strings are read: the field saves with its id, the nickname shows its moderation', async () => {
    server.use(
      reshaped('get', '/v1/profile', (j: Json) => ({
        ...personalFields((f) => ({ ...f, id: String(f.id) }))(j),
        id: String(j.id),
        nicknameModeration: 0,
        descriptionModeration: '1',
        picture: { ...(j.picture as Json), hasPicture: '1' },
      })),
    );
    const section = await openPersonalData();
    expect(screen.getByText('Apodo en moderación')).toBeInTheDocument();
    expect(screen.queryByText('Descripción en moderación')).not.toBeInTheDocument();
    const first = PERSONAL_GROUPS[0]!.fields[0]!;
    const other = first.options.find((o) => o !== sofia().attributes.estado_civil)!;
    await userEvent.setup().selectOptions(within(section).getByRole('combobox', { name: first.label }), other);
    await waitFor(() => expect(dataFormPuts()[0]?.body).toEqual({ input: { id: first.id, tipo: 's', valor: other } }));
  });
});
