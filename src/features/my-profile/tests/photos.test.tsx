/**
 * My photos and the upload (ME-19..32, ME-37, API-44, OPEN-16, OPEN-36) with the real store, sagas and
 * demo API. jsdom cannot decode or draw images, so the editor's decode/export are stubbed here; the
 * real ones run in Chromium (e2e/my-profile.spec.ts, bench/editor.mjs).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { moderation } from '@/mocks/handlers/my-profile';
import { stagedUpload } from '../sagas';
import { selectMyProfile } from '../slice';
import { PhotoFileError } from '../editor/engine';
import { captureRequests } from './helpers';
import { decodeMock, exportMock, JPEG } from './editor-stub';
import { warmLazyModules } from '@/test/warm';

jest.mock('../editor/engine', () => jest.requireActual('./editor-stub').engine);

jest.setTimeout(40000);
const seen = captureRequests();
warmLazyModules(
  ['/my-profile'],
  [() => import('../screens/MyImagesModal'), () => import('../screens/PhotoUploadedModal'), () => import('../editor/PhotoEditor')],
);
const sofia = () => db.members.get(3)!;

beforeEach(() => {
  moderation.delayMs = 3000;
  decodeMock.mockImplementation(async () => {
    const bmp = { width: 4032, height: 3024, close: jest.fn() } as unknown as ImageBitmap;
    return { full: bmp, preview: bmp, size: { width: 4032, height: 3024 }, close: jest.fn() };
  });
  exportMock.mockImplementation(async () => new Blob([JPEG], { type: 'image/jpeg' }));
});

async function openPhotos() {
  const user = userEvent.setup();
  await signInStored('sofia');
  const app = renderApp('/my-profile?modal=my-profile-images');
  const modal = await screen.findByTestId('my-profile-images', {}, { timeout: 15000 });
  await waitFor(() =>
    expect(
      within(modal).queryAllByTestId('own-photo').length + within(modal).queryAllByRole('button', { name: 'Agregar foto' }).length,
    ).toBeGreaterThan(0),
  );
  return { ...app, user, modal };
}

function setPhotos(specs: { approved: boolean }[]) {
  sofia().photos = specs.map((s, i) => ({ id: 9000 + i, name: `3-m-${i + 1}-abc.webp`, approved: s.approved }));
}

/** The machine's setTimeout, kept before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;
/** On fake timers: one real turn of the event loop (promises, msw, React run; only timers already due fire). */
const turn = () =>
  act(async () => {
    jest.advanceTimersByTime(0);
    await new Promise<void>((r) => realSetTimeout(r, 0));
  });
/** On fake timers: turns until `check` passes (at most `turns`), the clock standing still. */
async function settle(check: () => void, turns = 2000): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (e) {
      if (i >= turns) throw e;
    }
    await turn();
  }
}
/** On fake timers: `check` still passes after `turns` turns, the clock standing still. */
async function holds(check: () => void, turns = 50): Promise<void> {
  for (let i = 0; i < turns; i++) {
    check();
    await turn();
  }
  check();
}
async function settleOn<T>(get: () => T): Promise<T> {
  let v: T | undefined;
  await settle(() => void (v = get()));
  return v as T;
}

async function uploadOne(user: ReturnType<typeof userEvent.setup>, modal: HTMLElement) {
  await user.click(within(modal).getByRole('button', { name: 'Agregar foto' }));
  const dialog = await screen.findByTestId('upload-dialog');
  await user.upload(within(dialog).getByTestId('photo-file'), new File([JPEG], 'IMG_0001.jpg', { type: 'image/jpeg' }));
  await within(dialog).findByTestId('photo-editor', {}, { timeout: 10000 });
  await waitFor(() => expect(within(dialog).getByTestId('photo-editor')).toHaveAttribute('data-ready', 'true'));
  return dialog;
}

describe('my photos', () => {
  it('[ME-19][ME-20][ME-21][ME-22][ME-23][API-44] toolbar with back, the grid (first = profile photo), clocks on pending, the notice and the add tile', async () => {
    setPhotos([{ approved: true }, { approved: false }, { approved: true }]);
    const { modal, user, router } = await openPhotos();
    expect(within(modal).getByRole('heading', { name: 'Mis fotos' })).toBeInTheDocument();
    const tiles = within(modal).getAllByTestId('own-photo');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]!).getByText('Tu foto de perfil')).toBeInTheDocument();
    expect(within(tiles[1]!).getByRole('img', { name: 'En moderación' })).toBeInTheDocument();
    expect(within(tiles[0]!).queryByRole('img', { name: 'En moderación' })).not.toBeInTheDocument();
    expect(within(modal).getByText('Imágenes en moderación.')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Agregar foto' })).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'GET' && r.path === '/v1/profile/image')).toBe(true);
    await user.click(within(modal).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('[ME-21][ME-20][ME-29] no notice when all are approved; no add tile at 12 photos', async () => {
    setPhotos(Array.from({ length: 12 }, () => ({ approved: true })));
    const { modal } = await openPhotos();
    expect(within(modal).queryByText('Imágenes en moderación.')).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Agregar foto' })).not.toBeInTheDocument();
    expect(within(modal).getByText(/Ya tenés 12 fotos/)).toBeInTheDocument();
  });

  it('[ME-24][API-44][OPEN-16] "Foto de perfil" only on approved photos after the first; it makes the photo the first (PUT /v1/profile/image/{id})', async () => {
    setPhotos([{ approved: true }, { approved: false }, { approved: true }]);
    const { modal, user } = await openPhotos();
    const tiles = within(modal).getAllByTestId('own-photo');
    expect(within(tiles[0]!).queryByRole('button', { name: /Foto de perfil/ })).not.toBeInTheDocument();
    expect(within(tiles[1]!).queryByRole('button', { name: /Foto de perfil/ })).not.toBeInTheDocument();
    await user.click(within(tiles[2]!).getByRole('button', { name: /Foto de perfil/ }));
    await waitFor(() => expect(sofia().photos[0]!.id).toBe(9002));
    expect(seen.some((r) => r.method === 'PUT' && r.path === '/v1/profile/image/9002')).toBe(true);
    await waitFor(() => expect(within(modal).getAllByTestId('own-photo')[0]).toHaveAttribute('data-photo-id', '9002'));
    expect(within(within(modal).getAllByTestId('own-photo')[0]!).getByText('Tu foto de perfil')).toBeInTheDocument();
  });

  it('[ME-26][ME-27][API-44][OPEN-16] delete asks to confirm, the next photo becomes the avatar, and a second delete within 2 s is ignored', async () => {
    setPhotos([{ approved: true }, { approved: true }, { approved: true }]);
    const now = jest.spyOn(Date, 'now');
    const { modal, user } = await openPhotos();
    now.mockReturnValue(1_000_000);
    await user.click(within(within(modal).getAllByTestId('own-photo')[0]!).getByRole('button', { name: 'Eliminar foto' }));
    const confirm = await screen.findByTestId('confirm-delete');
    expect(within(confirm).getByText('¿Eliminar esta foto?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(modal).getAllByTestId('own-photo')).toHaveLength(2));
    expect(sofia().photos.map((p) => p.id)).toEqual([9001, 9002]);
    expect(within(within(modal).getAllByTestId('own-photo')[0]!).getByText('Tu foto de perfil')).toBeInTheDocument();
    // Within the guard: confirmed, but not sent.
    now.mockReturnValue(1_001_500);
    await user.click(within(within(modal).getAllByTestId('own-photo')[0]!).getByRole('button', { name: 'Eliminar foto' }));
    await user.click(within(await screen.findByTestId('confirm-delete')).getByRole('button', { name: 'Eliminar' }));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    now.mockReturnValue(1_002_100);
    await user.click(within(within(modal).getAllByTestId('own-photo')[0]!).getByRole('button', { name: 'Eliminar foto' }));
    await user.click(within(await screen.findByTestId('confirm-delete')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(seen.filter((r) => r.method === 'DELETE')).toHaveLength(2));
    expect(sofia().photos.map((p) => p.id)).toEqual([9002]);
    now.mockRestore();
  });

  it('[ME-25] tapping a photo opens the gallery at that photo', async () => {
    setPhotos([{ approved: true }, { approved: true }]);
    const { modal, user, router } = await openPhotos();
    await user.click(within(modal).getByRole('button', { name: 'Ver foto 2' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#gallery-open'));
    expect(await screen.findByText('2 de 2', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('[ME-30][ME-31][ME-32][ME-33][ME-37][OPEN-36][ME-28] upload: rules, device file, editor, a form with img, "¡Foto subida!" and the list reloaded at ~2 s and ~4 s until approved', async () => {
    setPhotos([{ approved: true }]);
    moderation.delayMs = 3000;
    const { modal, user, router, store } = await openPhotos();
    await user.click(within(modal).getByRole('button', { name: 'Agregar foto' }));
    const dialog = await screen.findByTestId('upload-dialog');
    expect(dialog).toHaveAttribute('data-state', 'default');
    for (const rule of [/solo vos/, /la cara/, /reciente/, /buena calidad/]) expect(within(dialog).getByText(rule)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Elegir de Facebook/ })).toBeInTheDocument();
    await user.upload(within(dialog).getByTestId('photo-file'), new File([JPEG], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    expect(dialog).toHaveAttribute('data-state', 'edit');
    const editor = await within(dialog).findByTestId('photo-editor', {}, { timeout: 10000 });
    const canvas = within(editor).getByRole<HTMLCanvasElement>('img', { name: /Vista previa/ });
    expect([canvas.width, canvas.height]).toEqual([900, 700]);
    expect(canvas.dataset.output).toBe('800x600');
    await waitFor(() => expect(editor).toHaveAttribute('data-ready', 'true'));
    // From the upload on, the clock is jest's: the reloads are checked against the time the app keeps,
    // not the machine's (under load a real 2 s timer fires late). Nothing below advances it but `at`.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const fakeUser = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let uploadedAt = 0;
      const unsubscribe = store.subscribe(() => {
        if (!uploadedAt && selectMyProfile(store.getState()).upload.status === 'done') uploadedAt = Date.now();
      });
      // The list's GETs after the upload: when each was sent (ms after the upload), and how many were answered.
      const getTimes: number[] = [];
      let answered = 0;
      const isListGet = (request: Request) =>
        request.method === 'GET' && new URL(request.url).pathname === '/v1/profile/image' && uploadedAt > 0;
      const onStart = ({ request }: { request: Request }) => void (isListGet(request) && getTimes.push(Date.now() - uploadedAt));
      const onEnd = ({ request }: { request: Request }) => void (isListGet(request) && answered++);
      server.events.on('request:start', onStart);
      server.events.on('response:mocked', onEnd);
      /** Moves the clock to `ms` after the upload, letting what each timer starts run at the timer's time. */
      const at = (ms: number) => act(() => jest.advanceTimersByTimeAsync(uploadedAt + ms - Date.now()));
      await fakeUser.click(within(editor).getByRole('button', { name: 'Subir foto' }));
      await settle(() => expect(screen.getByTestId('photo-uploaded')).toBeInTheDocument());
      expect(uploadedAt).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { name: '¡Foto subida!' })).toBeInTheDocument();
      expect(screen.getByText(/moderador va a revisar/)).toBeInTheDocument();
      expect(seen.find((r) => r.method === 'POST' && r.path === '/v1/profile/image')).toBeDefined();
      expect(sofia().photos).toHaveLength(2);
      expect(router.state.location.search).toContain('modal=photo-uploaded');
      await fakeUser.click(screen.getByRole('button', { name: 'Entendido' }));
      await settle(() => expect(router.state.location.search).toContain('modal=my-profile-images'));
      const m = await settleOn(() => screen.getByTestId('my-profile-images'));
      await settle(() => expect(within(m).getAllByTestId('own-photo')).toHaveLength(2));
      // The modal's own load on reopening is one GET, at the time the member pressed 'Entendido'.
      await settle(() => expect(getTimes).toHaveLength(1));
      expect(getTimes[0]).toBeLessThan(1000);
      const reloads = () => getTimes.slice(1);
      const pending = () => within(m).getAllByTestId('own-photo')[1]!;
      expect(pending()).toHaveAttribute('data-approved', 'false');
      // ME-28: one reload between 1.9 s and 2.9 s, none before; the demo's moderation (3 s) has not approved yet.
      await at(1899);
      await holds(() => expect(reloads()).toEqual([]));
      await at(2899);
      await settle(() => expect(reloads()).toHaveLength(1));
      expect(reloads()[0]).toBeGreaterThanOrEqual(1900);
      await settle(() => expect(answered).toBe(2));
      await holds(() => expect(pending()).toHaveAttribute('data-approved', 'false'));
      // One more between 3.9 s and 4.9 s, none in between; it finds the photo approved.
      await at(3899);
      await holds(() => expect(reloads()).toHaveLength(1));
      await at(4899);
      await settle(() => expect(reloads()).toHaveLength(2));
      expect(reloads()[1]).toBeGreaterThanOrEqual(3900);
      await settle(() => expect(pending()).toHaveAttribute('data-approved', 'true'));
      expect(within(m).queryByText('Imágenes en moderación.')).not.toBeInTheDocument();
      // And no more reloads afterwards.
      await at(60000);
      await holds(() => expect(reloads()).toHaveLength(2));
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onEnd);
      unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });

  it('[ME-23][ME-21] a photo just uploaded shows the clock and the notice until moderation approves it', async () => {
    setPhotos([{ approved: true }]);
    moderation.delayMs = 60000;
    const { modal, user } = await openPhotos();
    const dialog = await uploadOne(user, modal);
    await user.click(within(dialog).getByRole('button', { name: 'Subir foto' }));
    await user.click(await screen.findByRole('button', { name: 'Entendido' }, { timeout: 10000 }));
    const m = await screen.findByTestId('my-profile-images');
    await waitFor(() => expect(within(m).getAllByTestId('own-photo')).toHaveLength(2));
    expect(within(within(m).getAllByTestId('own-photo')[1]!).getByRole('img', { name: 'En moderación' })).toBeInTheDocument();
    expect(within(m).getByText('Imágenes en moderación.')).toBeInTheDocument();
  });

  it('[ME-32][API-44] the upload is multipart with the file under "img"', async () => {
    setPhotos([]);
    let field: string[] = [];
    server.use(
      http.post(apiUrl('/v1/profile/image'), async ({ request }) => {
        const form = await request.clone().formData();
        field = [...form.keys()];
        return undefined;
      }),
    );
    const { modal, user } = await openPhotos();
    const dialog = await uploadOne(user, modal);
    await user.click(within(dialog).getByRole('button', { name: 'Subir foto' }));
    await screen.findByTestId('photo-uploaded', {}, { timeout: 10000 });
    expect(field).toEqual(['img']);
  });

  it.each([
    ['500', 500],
    ['413', 413],
  ])(
    '[ME-32] a %s keeps the edited photo: the error says so and "Reintentar" sends the same photo without editing again',
    async (_n, status) => {
      setPhotos([{ approved: true }]);
      server.use(http.post(apiUrl('/v1/profile/image'), () => HttpResponse.json({ error: 'x' }, { status }), { once: true }));
      const { modal, user, router } = await openPhotos();
      const dialog = await uploadOne(user, modal);
      await user.click(within(dialog).getByRole('button', { name: 'Subir foto' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(status === 413 ? /demasiado grande/ : /Tu edición sigue acá/);
      expect(router.state.location.pathname).toBe('/my-profile');
      expect(sofia().photos).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
      await screen.findByTestId('photo-uploaded', {}, { timeout: 10000 });
      expect(exportMock).toHaveBeenCalledTimes(1);
      expect(seen.filter((r) => r.method === 'POST' && r.path === '/v1/profile/image')).toHaveLength(2);
      expect(sofia().photos).toHaveLength(2);
    },
  );

  it('[ME-32] the progress bar shows while sending and "Cancelar" aborts the request and keeps the photo for a retry', async () => {
    const abort = jest.spyOn(XMLHttpRequest.prototype, 'abort');
    setPhotos([{ approved: true }]);
    server.use(
      http.post(apiUrl('/v1/profile/image'), async () => {
        await delay(3000);
        return undefined;
      }),
    );
    const { modal, user } = await openPhotos();
    const dialog = await uploadOne(user, modal);
    await user.click(within(dialog).getByRole('button', { name: 'Subir foto' }));
    expect(await within(dialog).findByRole('progressbar')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(abort).toHaveBeenCalled();
    await act(() => new Promise((r) => setTimeout(r, 3300)));
    expect(screen.queryByTestId('photo-uploaded')).not.toBeInTheDocument();
    abort.mockRestore();
  });

  it('[ME-29] the 12-photo limit holds against concurrent uploads (the demo API refuses the 13th)', async () => {
    setPhotos(Array.from({ length: 11 }, () => ({ approved: true })));
    const auth = await signInStored('sofia');
    const send = () => {
      const form = new FormData();
      form.append('img', new Blob([JPEG], { type: 'image/jpeg' }), 'a.jpg');
      return fetch(apiUrl('/v1/profile/image'), { method: 'POST', headers: { Authorization: `Bearer ${auth.token}` }, body: form });
    };
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    expect(sofia().photos).toHaveLength(12);
  });

  it.each([
    ['notImage', /no es una imagen/],
    ['corrupt', /parece dañada/],
    ['unsupported', /Probá con una foto en JPEG/],
    ['tooBig', /pesa más de 20 MB/],
  ] as const)('[ME-30] a bad file (%s) gets a clear Spanish error and nothing is uploaded', async (problem, text) => {
    setPhotos([{ approved: true }]);
    decodeMock.mockRejectedValue(new PhotoFileError(problem));
    const { modal, user } = await openPhotos();
    await user.click(within(modal).getByRole('button', { name: 'Agregar foto' }));
    const dialog = await screen.findByTestId('upload-dialog');
    await user.upload(within(dialog).getByTestId('photo-file'), new File(['x'], 'archivo.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(text);
    expect(within(dialog).queryByRole('button', { name: 'Subir foto' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.path === '/v1/profile/image')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Elegir otra' }));
    expect(dialog).toHaveAttribute('data-state', 'default');
  });

  it('[API-67][ME-32] an uploaded photo is served back by the image host under users/{WxH}/{name} (the JPEG bytes sent)', async () => {
    setPhotos([]);
    const auth = await signInStored('sofia');
    const form = new FormData();
    form.append('img', new Blob([JPEG], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(apiUrl('/v1/profile/image'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${auth.token}` },
      body: form,
    });
    const { images } = (await res.json()) as { images: { src: string }[] };
    for (const name of [images[0]!.src, images[0]!.src.replace(/\.jpg$/, '.webp')]) {
      const img = await fetch(apiUrl(`/img/users/400x500/${name}`));
      expect(img.headers.get('content-type')).toBe('image/jpeg');
      expect(new Uint8Array(await img.arrayBuffer())).toEqual(JPEG);
    }
  });

  it('[ME-32] a second photo right after the first uploads too (the reloads do not hold the upload back)', async () => {
    setPhotos([{ approved: true }]);
    const { modal, user } = await openPhotos();
    for (let n = 2; n <= 3; n++) {
      const dialog = await uploadOne(user, within(document.body).getByTestId('my-profile-images'));
      await user.click(within(dialog).getByRole('button', { name: 'Subir foto' }));
      await user.click(await screen.findByRole('button', { name: 'Entendido' }, { timeout: 10000 }));
      await waitFor(() => expect(sofia().photos).toHaveLength(n));
    }
    expect(modal).toBeDefined();
  });

  it('[ME-32] closing the editor after a failed upload lets go of what it held: the edited photo, the canvas pixels and the decoded bitmaps', async () => {
    setPhotos([{ approved: true }]);
    const closes: jest.Mock[] = [];
    decodeMock.mockImplementation(async () => {
      const close = jest.fn();
      closes.push(close);
      const bmp = { width: 4032, height: 3024, close: jest.fn() } as unknown as ImageBitmap;
      return { full: bmp, preview: bmp, size: { width: 4032, height: 3024 }, close };
    });
    server.use(http.post(apiUrl('/v1/profile/image'), () => HttpResponse.json({ error: 'x' }, { status: 500 }), { once: true }));
    const { modal, user } = await openPhotos();
    const dialog = await uploadOne(user, modal);
    const canvas = within(dialog).getByRole<HTMLCanvasElement>('img', { name: /Vista previa/ });
    await user.click(within(dialog).getByRole('button', { name: 'Subir foto' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Tu edición sigue acá/);
    const staged = () => Array.from({ length: 200 }, (_, i) => stagedUpload(i + 1)).filter(Boolean).length;
    expect(staged()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByTestId('upload-dialog')).not.toBeInTheDocument());
    expect(staged()).toBe(0);
    expect([canvas.width, canvas.height]).toEqual([0, 0]);
    expect(closes.length).toBeGreaterThan(0);
    for (const close of closes) expect(close).toHaveBeenCalled();
  });

  it('[ME-29] a double tap on "Subir foto" sends one upload', async () => {
    setPhotos([{ approved: true }]);
    const { modal, user } = await openPhotos();
    const dialog = await uploadOne(user, modal);
    const button = within(dialog).getByRole('button', { name: 'Subir foto' });
    await user.dblClick(button);
    await screen.findByTestId('photo-uploaded', {}, { timeout: 10000 });
    expect(seen.filter((r) => r.method === 'POST' && r.path === '/v1/profile/image')).toHaveLength(1);
    expect(sofia().photos).toHaveLength(2);
  });
});
