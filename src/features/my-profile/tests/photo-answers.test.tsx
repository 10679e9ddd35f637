/**
 * My photos answered in each reading of the contract (issue 41; docs/api-decisions.md "Own photos"):
 * the photo actions' answers (make default, delete, upload) have no shape in the contract, and
 * listProfileImages (GET /v1/profile/image) answers its list bare or inside an object; a server without
 * it answers 404 or 405. The list is the answer's only when the answer is one; otherwise it is read
 * again with listProfileImages (ME-28: the list reloads after an upload).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { reshaped } from '@/test/demo-answer';
import { warmLazyModules } from '@/test/warm';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { moderation } from '@/mocks/handlers/my-profile';
import { decodeMock, exportMock, JPEG } from './editor-stub';
import { captureRequests } from './helpers';

jest.mock('../editor/engine', () => jest.requireActual('./editor-stub').engine);

jest.setTimeout(40000);
const seen = captureRequests();
warmLazyModules(
  ['/my-profile'],
  [
    () => import('../screens/MyImagesModal'),
    () => import('../screens/PhotoUploadedModal'),
    () => import('../screens/PostRegisterWizard'),
    () => import('../editor/PhotoEditor'),
  ],
);
const sofia = () => db.members.get(3)!;
const listGets = () => seen.filter((r) => r.method === 'GET' && r.path === '/v1/profile/image');

type Json = { images: unknown[] };
/** How a server may answer a photo action: the demo's `{images}`, the bare list, or no list at all. */
const ACTION_ANSWERS: [string, (j: Json) => unknown][] = [
  ['the list inside an object (the demo)', (j) => j],
  ['the bare list', (j) => j.images],
  ['an empty object (no shape)', () => ({})],
  ['an object without a list', () => ({ status: 'ok' })],
];

beforeEach(() => {
  moderation.delayMs = 60000;
  decodeMock.mockImplementation(async () => {
    const bmp = { width: 4032, height: 3024, close: jest.fn() } as unknown as ImageBitmap;
    return { full: bmp, preview: bmp, size: { width: 4032, height: 3024 }, close: jest.fn() };
  });
  exportMock.mockImplementation(async () => new Blob([JPEG], { type: 'image/jpeg' }));
});

function setPhotos(specs: { approved: boolean }[]) {
  sofia().photos = specs.map((s, i) => ({ id: 9100 + i, name: `3-m-${i + 1}-ans.webp`, approved: s.approved }));
}

async function openPhotos() {
  const user = userEvent.setup();
  await signInStored('sofia');
  const app = renderApp('/my-profile?modal=my-profile-images');
  const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
  await waitFor(() => expect(within(modal).getAllByTestId('own-photo').length).toBeGreaterThan(0), { timeout: 10000 });
  return { ...app, user, modal };
}
let deletesAt = Date.now();
const tiles = (modal: HTMLElement) => within(modal).queryAllByTestId('own-photo');
const tileIds = (modal: HTMLElement) => tiles(modal).map((t) => t.dataset.photoId);
/** The avatar of my profile (under the modal): the file it shows. */
const avatarSrc = () => screen.getByRole('img', { name: 'Tu foto de perfil', hidden: true }).getAttribute('src') ?? '';

/** Sofía uploads a photo through the wizard's first step; the upload dialog has closed. */
async function uploadInWizard() {
  const user = userEvent.setup();
  await signInStored('sofia');
  const { store } = renderApp('/my-profile?modal=post-register');
  const wizard = await screen.findByTestId('post-register', {}, { timeout: 15000 });
  await within(wizard).findByRole('heading', { name: 'Subí tu mejor foto' }, { timeout: 8000 });
  await user.click(within(wizard).getAllByRole('button', { name: 'Subir foto' }).at(-1)!);
  const dialog = await screen.findByTestId('upload-dialog');
  await user.upload(within(dialog).getByTestId('photo-file'), new File([JPEG], 'yo.jpg', { type: 'image/jpeg' }));
  const editor = await within(dialog).findByTestId('photo-editor', {}, { timeout: 10000 });
  await waitFor(() => expect(editor).toHaveAttribute('data-ready', 'true'));
  await user.click(within(editor).getByRole('button', { name: 'Subir foto' }));
  await waitFor(() => expect(screen.queryByTestId('upload-dialog')).not.toBeInTheDocument(), { timeout: 10000 });
  return { user, wizard, store };
}

describe('photo actions answered in each reading', () => {
  it.each(ACTION_ANSWERS)(
    "[ME-24][ME-22][API-44] 'Foto de perfil' answered with %s: the photo becomes the first and the grid keeps every photo",
    async (_reading, answer) => {
      setPhotos([{ approved: true }, { approved: true }, { approved: true }]);
      server.use(reshaped('put', '/v1/profile/image/:id', answer));
      const { modal, user } = await openPhotos();
      await user.click(within(tiles(modal)[2]!).getByRole('button', { name: /Foto de perfil/ }));
      await waitFor(() => expect(tileIds(modal)).toEqual(['9102', '9100', '9101']), { timeout: 10000 });
      expect(within(tiles(modal)[0]!).getByText('Tu foto de perfil')).toBeInTheDocument();
      await waitFor(() => expect(avatarSrc()).toContain('3-m-3-ans'));
    },
  );

  it.each(ACTION_ANSWERS)(
    '[ME-26][ME-22][API-44] a delete answered with %s: the other photos stay and the next one is the avatar',
    async (_reading, answer) => {
      setPhotos([{ approved: true }, { approved: true }, { approved: true }]);
      server.use(reshaped('delete', '/v1/profile/image/:id', answer));
      const { modal, user } = await openPhotos();
      await waitFor(() => expect(avatarSrc()).toContain('3-m-1-ans'), { timeout: 10000 });
      await user.click(within(tiles(modal)[0]!).getByRole('button', { name: 'Eliminar foto' }));
      // The 2 s guard (ME-27) remembers the previous test's delete: this one is a minute later.
      deletesAt += 60_000;
      const now = jest.spyOn(Date, 'now').mockReturnValue(deletesAt);
      await user.click(within(await screen.findByTestId('confirm-delete')).getByRole('button', { name: 'Eliminar' }));
      now.mockRestore();
      await waitFor(() => expect(tileIds(modal)).toEqual(['9101', '9102']), { timeout: 10000 });
      expect(within(modal).queryByText(/Todavía no subiste fotos/)).not.toBeInTheDocument();
      await waitFor(() => expect(avatarSrc()).toContain('3-m-2-ans'));
    },
  );

  it.each(ACTION_ANSWERS)(
    '[ME-32][ME-28][API-44] an upload answered with %s: the grid shows the photos it had plus the new one',
    async (_reading, answer) => {
      setPhotos([{ approved: true }]);
      server.use(reshaped('post', '/v1/profile/image', answer));
      const { modal, user } = await openPhotos();
      await waitFor(() => expect(avatarSrc()).toContain('3-m-1-ans'), { timeout: 10000 });
      const gets = listGets().length;
      await user.click(within(modal).getByRole('button', { name: 'Agregar foto' }));
      const dialog = await screen.findByTestId('upload-dialog');
      await user.upload(within(dialog).getByTestId('photo-file'), new File([JPEG], 'IMG_0001.jpg', { type: 'image/jpeg' }));
      const editor = await within(dialog).findByTestId('photo-editor', {}, { timeout: 10000 });
      await waitFor(() => expect(editor).toHaveAttribute('data-ready', 'true'));
      await user.click(within(editor).getByRole('button', { name: 'Subir foto' }));
      await screen.findByTestId('photo-uploaded', {}, { timeout: 10000 });
      expect(sofia().photos).toHaveLength(2);
      // The profile photo is still the first one (the answer is not read as "no photos").
      expect(avatarSrc()).toContain('3-m-1-ans');
      await user.click(screen.getByRole('button', { name: 'Entendido' }));
      const m = await screen.findByTestId('my-profile-images');
      await waitFor(() => expect(tiles(m)).toHaveLength(2), { timeout: 1500 });
      expect(within(tiles(m)[1]!).getByRole('img', { name: 'En moderación' })).toBeInTheDocument();
      expect(listGets().length).toBeGreaterThan(gets);
    },
  );
});

describe('the wizard after an upload', () => {
  it.each(ACTION_ANSWERS)(
    "[WIZ-03][ME-32][API-44] an upload answered with %s counts as the member's photo: 'Siguiente' goes on without '¿Seguir sin foto?'",
    async (_reading, answer) => {
      sofia().photos = [];
      server.use(reshaped('post', '/v1/profile/image', answer));
      const { user, wizard } = await uploadInWizard();
      expect(sofia().photos).toHaveLength(1);
      // At once (the list's reloads come at ~2 s and ~4 s): the photo counts.
      await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
      expect(wizard).toHaveAttribute('data-step', '1');
      expect(screen.queryByText('¿Seguir sin foto?')).not.toBeInTheDocument();
    },
  );

  it('[WIZ-03][ME-32][API-11] an upload answered with no list, on a server without listProfileImages (404), still counts as the photo', async () => {
    sofia().photos = [];
    server.use(reshaped('post', '/v1/profile/image', () => ({})));
    server.use(http.get(apiUrl('/v1/profile/image'), () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    const { user, wizard, store } = await uploadInWizard();
    await user.click(within(wizard).getByRole('button', { name: 'Siguiente' }));
    expect(wizard).toHaveAttribute('data-step', '1');
    expect(screen.queryByText('¿Seguir sin foto?')).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('authenticated');
  });
});

describe('listProfileImages in each reading', () => {
  it.each([
    ['inside an object (the demo)', (j: Json) => j],
    ['bare', (j: Json) => j.images],
    ['inside an object under another name', (j: Json) => ({ list: j.images })],
  ] as const)('[ME-22][ME-23][API-44] the list answered %s shows every photo, the clock on the pending one', async (_reading, answer) => {
    setPhotos([{ approved: true }, { approved: false }, { approved: true }]);
    server.use(reshaped('get', '/v1/profile/image', answer));
    const { modal } = await openPhotos();
    await waitFor(() => expect(tileIds(modal)).toEqual(['9100', '9101', '9102']));
    expect(within(tiles(modal)[1]!).getByRole('img', { name: 'En moderación' })).toBeInTheDocument();
    expect(within(modal).getByText('Imágenes en moderación.')).toBeInTheDocument();
  });

  it.each([
    ['booleans as 1/0 and ids as digit strings', { approved: ['1', '0'], ids: ['9100', '9101'] }],
    ["booleans as '1'/'0' and numeric ids", { approved: [1, 0], ids: [9100, 9101] }],
  ] as const)('[ME-22][ME-23][ME-24] photos whose answer carries %s: pending and approved are told apart', async (_r, forms) => {
    setPhotos([{ approved: true }, { approved: false }]);
    server.use(
      http.get(apiUrl('/v1/profile/image'), () =>
        HttpResponse.json({
          images: sofia().photos.map((p, i) => ({
            id: forms.ids[i],
            src: p.name,
            approved: forms.approved[i],
            isProfile: i === 0 ? '1' : '0',
          })),
        }),
      ),
    );
    const { modal } = await openPhotos();
    await waitFor(() => expect(tileIds(modal)).toEqual(['9100', '9101']));
    expect(tiles(modal)[0]).toHaveAttribute('data-approved', 'true');
    expect(tiles(modal)[1]).toHaveAttribute('data-approved', 'false');
    expect(within(tiles(modal)[1]!).getByRole('img', { name: 'En moderación' })).toBeInTheDocument();
  });

  it.each([404, 405])(
    '[ME-22][API-11][API-44] a server without listProfileImages (%s): the photos show their error with a retry, the member stays signed in',
    async (status) => {
      server.use(http.get(apiUrl('/v1/profile/image'), () => HttpResponse.json({ error: 'no' }, { status })));
      await signInStored('sofia');
      const { store, router } = renderApp('/my-profile?modal=my-profile-images');
      const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
      expect(await within(modal).findByRole('button', { name: 'Reintentar' }, { timeout: 10000 })).toBeInTheDocument();
      expect(within(modal).getByText('No pudimos cargar tus fotos.')).toBeInTheDocument();
      expect(store.getState().session.status).toBe('authenticated');
      expect(router.state.location.pathname).toBe('/my-profile');
      expect(screen.queryByText(/INVALID STATUS/)).not.toBeInTheDocument();
      // 'Reintentar' asks again; once the call answers, the photos show.
      server.resetHandlers();
      await userEvent.setup().click(within(modal).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(tiles(modal)).toHaveLength(sofia().photos.length), { timeout: 10000 });
    },
  );
});
