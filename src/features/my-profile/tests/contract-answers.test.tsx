/**
 * My profile, its photos and the wizard answered as a server that speaks only the contract would
 * (issue 29; docs/api-decisions.md): no pending nickname field, no photo call, no post-register call.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { useContractMode } from '@/test/contract';
import { reshaped } from '@/test/demo-answer';
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

  it("[ME-22][API-42][API-44] the own photos are read from the profile answer's images; GET /v1/profile/image is not called then", async () => {
    server.use(reshaped('get', '/v1/profile', (j: Record<string, unknown>) => ({ ...j, ...toImagesJson(sofia()) })));
    server.use(http.get(apiUrl('/v1/profile/image'), () => HttpResponse.json({ error: 'no' }, { status: 500 })));
    await signInStored('sofia');
    renderApp('/my-profile?modal=my-profile-images');
    const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
    await waitFor(() => expect(within(modal).getAllByTestId('own-photo')).toHaveLength(sofia().photos.length), { timeout: 10000 });
    expect(gets('/v1/profile/image')).toHaveLength(0);
  });

  it('[ME-22][API-44] when the profile answer has no images (strict), the photos still come from the fallback call', async () => {
    useContractMode('strict');
    await signInStored('sofia');
    renderApp('/my-profile?modal=my-profile-images');
    const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
    await waitFor(() => expect(within(modal).getAllByTestId('own-photo')).toHaveLength(sofia().photos.length), { timeout: 10000 });
    expect(gets('/v1/profile/image')).toHaveLength(1);
  });

  it('[ME-22][API-11] a server without GET /v1/profile/image (404) leaves the member signed in: the photos show their error with a retry', async () => {
    useContractMode('strict');
    server.use(http.get(apiUrl('/v1/profile/image'), () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await signInStored('sofia');
    const { store } = renderApp('/my-profile?modal=my-profile-images');
    const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
    expect(await within(modal).findByRole('button', { name: 'Reintentar' }, { timeout: 10000 })).toBeInTheDocument();
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

describe('personal data from a contract-only answer', () => {
  it('[ME-06][ME-13][API-43] a personal-data field without the id / options the save needs is shown with its value and a note, never a control, and nothing is sent', async () => {
    useContractMode('strict');
    await signInStored('sofia');
    renderApp('/my-profile');
    await screen.findByText(/Perfil completo al/, {}, { timeout: 15000 });
    // The form renders after the header's frame (issue 32); the screen is busy until it is in.
    await waitFor(() => expect(screen.getByTestId('my-profile')).toHaveAttribute('aria-busy', 'false'));
    const section = screen.getByRole('heading', { name: 'Datos personales' }).closest('section') ?? document.body;
    const fields = await within(section).findAllByTestId('me-field-readonly');
    expect(fields.length).toBeGreaterThan(0);
    const first = PERSONAL_GROUPS[0]!.fields[0]!;
    const field = within(section).getByRole('group', { name: first.label });
    expect(field).toHaveAccessibleDescription('Por ahora no podés cambiar este dato desde acá.');
    const value = sofia().attributes[first.key as keyof ReturnType<typeof sofia>['attributes']] as string | string[] | undefined;
    const shown = (Array.isArray(value) ? value.join(', ') : value) || 'Seleccionar';
    expect(within(field).getByText(shown)).toBeInTheDocument();
    expect(within(field).queryByRole('combobox')).not.toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT' && r.path === '/v1/profile/data-form')).toHaveLength(0);
  });
});
