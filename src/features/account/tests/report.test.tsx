/** Reporting a member (/report-user/:id) with the real store, sagas, routes and the demo API. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { renderApp, signInStored } from '@/test/utils';
import { server } from '@/test/msw-server';
import { apiUrl } from '@/mocks/handlers';
import { db } from '@/mocks/db';
import { useContractMode } from '@/test/contract';
import { reshaped, without } from '@/test/demo-answer';
import { reportIdOf } from '../types';
import { validateReport } from '../report-validation';
import { captureRequests, forceNext, openScreen, SLOW, submitForm } from './helpers';

const net = captureRequests();
const TARGET = 20;

const openReport = (id: number | string = TARGET) => openScreen(`/report-user/${id}`, 'report');

/** Sofía opens TARGET's profile view and its 'Denunciar a este usuario': the report page it leads to. */
async function reportFromProfileView(): Promise<HTMLElement> {
  await signInStored('sofia');
  const { router } = renderApp(`/dashboard-recent?modal=profile-view&id=${TARGET}`);
  const modal = await screen.findByTestId('profile-view', {}, SLOW);
  await within(modal).findByRole('heading', { level: 3 }, SLOW);
  const user = userEvent.setup();
  await user.click(within(modal).getByRole('button', { name: 'Más opciones' }));
  await user.click(within(modal).getByRole('menuitem', { name: 'Denunciar a este usuario' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/report-user/${TARGET}`), SLOW);
  return screen.findByTestId('report', {}, SLOW);
}

describe('report a member', () => {
  it('[REPORT-01][REPORT-02] a reason selector with the six reasons and values, a description and "Denunciar"', async () => {
    const { page } = await openReport();
    const select = within(page).getByLabelText('Motivo');
    const options = within(select).getAllByRole('option').slice(1);
    expect(options.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ['13', 'Perfil falso'],
      ['8', 'Acosador'],
      ['5', 'Comercial'],
      ['11', 'Texto inadecuado'],
      ['12', 'Imagen inadecuada'],
      ['10', 'Otro'],
    ]);
    expect(within(page).getByLabelText('Descripción').tagName).toBe('TEXTAREA');
    expect(within(page).getByRole('button', { name: 'Denunciar' })).toBeInTheDocument();
  });

  it("[REPORT-01] [PROF-05] reached from the profile view's 'Denunciar a este usuario', the page names the member being reported, with their photo", async () => {
    const page = await reportFromProfileView();
    const who = within(page).getByTestId('report-who');
    expect(who).toHaveTextContent(`Estás denunciando a ${db.members.get(TARGET)!.nickname}`);
    expect(who.querySelector('img')).not.toBeNull();
  });

  it('[REPORT-03] without a reason the error sits on the reason field, which gets focus; nothing is sent', async () => {
    const { page, user } = await openReport();
    await user.type(within(page).getByLabelText('Descripción'), 'Me insultó');
    await user.click(within(page).getByRole('button', { name: 'Denunciar' }));
    const select = within(page).getByLabelText('Motivo');
    expect(select).toHaveAccessibleDescription('Tenés que seleccionar un motivo');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveFocus();
    expect(within(page).getByLabelText('Descripción')).toHaveValue('Me insultó');
    expect(await net.to('/v1/report')).toHaveLength(0);
  });

  it('[REPORT-04] with a reason the description is required, and stops at 500 characters with an "N de 500" counter', async () => {
    const { page, user } = await openReport();
    await user.selectOptions(within(page).getByLabelText('Motivo'), '8');
    await user.click(within(page).getByRole('button', { name: 'Denunciar' }));
    const text = within(page).getByLabelText('Descripción');
    expect(text).toHaveAccessibleDescription(/Contanos qué pasó/);
    expect(text).toHaveFocus();
    expect(page).toHaveTextContent('0 de 500');
    fireEvent.change(text, { target: { value: 'x'.repeat(520) } });
    expect(text).toHaveValue('x'.repeat(500));
    expect(page).toHaveTextContent('500 de 500');
    expect(validateReport('8', 'x'.repeat(501))).toEqual({ text: 'descriptionTooLong' });
    expect(validateReport('8', '   ')).toEqual({ text: 'descriptionRequired' });
    expect(validateReport('', 'algo')).toEqual({ reason: 'reasonRequired' });
    expect(validateReport('8', 'x'.repeat(500))).toEqual({});
    expect(await net.to('/v1/report')).toHaveLength(0);
  });

  it('[REPORT-05][REPORT-06][REPORT-07][API-66] sends {reportText, reportId, id} once, blocked while loading, then the success text and a link home', async () => {
    server.use(
      http.post(apiUrl('/v1/report'), async () => {
        await delay(200);
      }),
    );
    const { page, user } = await openReport();
    await user.selectOptions(within(page).getByLabelText('Motivo'), '13');
    await user.type(within(page).getByLabelText('Descripción'), 'Usa fotos de otra persona');
    const button = within(page).getByRole('button', { name: 'Denunciar' });
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    const done = await screen.findByTestId('report-done', {}, SLOW);
    expect(within(done).getByText('Tu denuncia se ha realizado correctamente.')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/dashboard-recent');
    const sent = await net.to('/v1/report', 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ reportText: 'Usa fotos de otra persona', reportId: 13, id: TARGET });
    expect(db.reports).toEqual([{ from: 3, to: TARGET, reportId: 13, text: 'Usa fotos de otra persona' }]);
  });

  it('[REPORT-06] reportId is the part of the reason value before a dash', () => {
    expect(reportIdOf('13')).toBe(13);
    expect(reportIdOf('12-imagen')).toBe(12);
    expect(reportIdOf('10-otro-motivo')).toBe(10);
  });

  /** The open profile view's menu says the member was reported, and offers no second report. */
  async function reportedMenu(user: ReturnType<typeof userEvent.setup>) {
    const modal = await screen.findByTestId('profile-view', {}, SLOW);
    await within(modal).findByRole('heading', { level: 3 }, SLOW);
    await user.click(within(modal).getByRole('button', { name: 'Más opciones' }));
    expect(within(modal).getByRole('menuitem', { name: 'La persona ya fue denunciada' })).toBeInTheDocument();
    expect(within(modal).queryByRole('menuitem', { name: 'Denunciar a este usuario' })).toBeNull();
  }

  it.each([
    ['with the demo answer', 'off'],
    ['answered only what the contract names (no reported flag on the profile view)', 'strict'],
  ] as const)(
    '[REPORT-07][PROF-05] %s, the reported member then shows "La persona ya fue denunciada" in the profile view',
    async (_what, mode) => {
      if (mode === 'strict') useContractMode('strict');
      const { page, user, router } = await openReport();
      await submitForm(user, page, { Motivo: '5', Descripción: 'Vende cosas' }, 'Denunciar');
      await screen.findByTestId('report-done', {}, SLOW);
      await waitFor(() => void router.navigate(`/dashboard-recent?modal=profile-view&id=${TARGET}`));
      await reportedMenu(user);
      // A reload (a new store on the same storage) still knows.
      cleanup();
      renderApp(`/dashboard-recent?modal=profile-view&id=${TARGET}`);
      await reportedMenu(user);
    },
  );

  it('[REPORT-07] "Bloquear usuario" after the report does the dislike (OPEN-27) and goes home', async () => {
    const { page, user, router } = await openReport();
    await submitForm(user, page, { Motivo: '10', Descripción: 'Me molesta' }, 'Denunciar');
    const done = await screen.findByTestId('report-done', {}, SLOW);
    await user.click(within(done).getByRole('button', { name: 'Bloquear usuario' }));
    await waitFor(() => expect(db.dislikes.some((d) => d.from === 3 && d.to === TARGET)).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-recent'));
  });

  it('[REPORT-05] a server 400 message is shown and the form keeps what was typed; a null result shows the generic error', async () => {
    server.use(
      http.post(
        apiUrl('/v1/report'),
        () => HttpResponse.json({ error: 'dup', message: 'Ya denunciaste a esta persona' }, { status: 400 }),
        { once: true },
      ),
    );
    const { page, user } = await openReport();
    await submitForm(user, page, { Motivo: '11', Descripción: 'Texto feo' }, 'Denunciar');
    expect(await within(page).findByText('Ya denunciaste a esta persona', {}, SLOW)).toBeInTheDocument();
    expect(within(page).getByLabelText('Descripción')).toHaveValue('Texto feo');
    expect(within(page).getByLabelText('Motivo')).toHaveValue('11');
    await forceNext('unauthorized', '/v1/report');
    await user.click(within(page).getByRole('button', { name: 'Denunciar' }));
    expect(await within(page).findByText('No pudimos enviar la denuncia. Intentá de nuevo.', {}, SLOW)).toBeInTheDocument();
  });

  it('[REPORT-06][API-66] a session that expires while reporting relogs and the report is recorded once', async () => {
    const { page, user } = await openReport();
    await forceNext('token_expired', '/v1/report');
    await submitForm(user, page, { Motivo: '12', Descripción: 'Foto inadecuada' }, 'Denunciar');
    await screen.findByTestId('report-done', {}, SLOW);
    expect(db.reports).toHaveLength(1);
    expect(await net.to('/relog', 'POST')).toHaveLength(1);
  });

  // A word and a negative number are ids (opaque ones, src/shared/lib/wire.ts); 0 and a text of 129
  // characters name no one.
  it.each([
    ['0', '0'],
    ['a text of 129 characters', 'x'.repeat(129)],
  ])('[REPORT-01] a path whose id names no one (%s) settles on a message with a way home', async (_, bad) => {
    await signInStored('sofia');
    renderApp(`/report-user/${bad}`);
    expect(await screen.findByTestId('report-invalid', {}, SLOW)).toHaveTextContent('No encontramos a esta persona.');
  });
});

/**
 * Who is being reported (REPORT-01; issue 42 #12): a page opened by a bare link or a reload knows only
 * the id, so it reads the member's profile view (API-41) for the name and photo. The profile view names
 * `nickname` and `images.profile` (picture is x-type unstated); a 404 (a member gone) names nobody and
 * never ends the reporter's session.
 */
describe('the report page names who is being reported', () => {
  type Json = Record<string, unknown>;
  const target = () => db.members.get(TARGET)!;
  const photoOf = () =>
    target()
      .photos.find((p) => p.approved)!
      .name.replace(/\.[a-z]+$/, '');

  it.each([
    ['the demo answer', (j: Json) => j],
    ['a contract-only answer (strict)', (j: Json) => j],
    ['an answer with the photo as picture (no images)', (j: Json) => ({ ...without(j, 'images'), picture: (j.images as Json).profile })],
  ])('[REPORT-01][API-41] opened by a bare link, the page names the member and shows their photo (%s)', async (reading, reshape) => {
    if (reading.includes('strict')) useContractMode('strict');
    server.use(reshaped('get', '/v1/profile/:id', reshape));
    const { page } = await openReport();
    const who = await within(page).findByTestId('report-who', {}, SLOW);
    expect(who).toHaveTextContent(`Estás denunciando a ${target().nickname}`);
    expect(who.querySelector('img')?.getAttribute('src')).toContain(photoOf());
    expect(within(page).getByRole('button', { name: 'Denunciar' })).toBeInTheDocument();
  });

  it('[REPORT-01][API-11][API-41] a member the server no longer has (404) is named by nobody, the form still works and the reporter stays signed in', async () => {
    server.use(http.get(apiUrl('/v1/profile/:id'), () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    const { page, user, store } = await openReport();
    await waitFor(() => expect(net.seen.some((r) => r.method === 'GET' && r.path === `/v1/profile/${TARGET}`)).toBe(true));
    await submitForm(user, page, { Motivo: '13', Descripción: 'Perfil falso' }, 'Denunciar');
    await screen.findByTestId('report-done', {}, SLOW);
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('[REPORT-01][API-41] an answer without a nickname names nobody: no empty "Estás denunciando a"', async () => {
    server.use(reshaped('get', '/v1/profile/:id', (j: Json) => without(j, 'nickname')));
    const { page } = await openReport();
    await waitFor(() => expect(net.seen.some((r) => r.method === 'GET' && r.path === `/v1/profile/${TARGET}`)).toBe(true));
    await new Promise((r) => setTimeout(r, 300));
    expect(within(page).queryByTestId('report-who')).not.toBeInTheDocument();
    expect(within(page).getByLabelText('Motivo')).toBeInTheDocument();
  });

  it("[REPORT-01][PROF-05] reached from the profile view, the page asks nothing more: the view's member is named", async () => {
    const page = await reportFromProfileView();
    expect(within(page).getByTestId('report-who')).toHaveTextContent(`Estás denunciando a ${target().nickname}`);
    expect(net.seen.filter((r) => r.method === 'GET' && r.path === `/v1/profile/${TARGET}`)).toHaveLength(1);
  });
});
