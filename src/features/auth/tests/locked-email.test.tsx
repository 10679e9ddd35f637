/**
 * Issue 41: a 401 errcode 1000 sends the member to /locked/:mail "with the e-mail", and the contract does
 * not say where the e-mail comes from (Error401). Each test runs the demo's reading (the answer carries
 * `email`) and the contract-only one (`{errcode: 1000}` alone): then the signed-in member's own e-mail,
 * and with no e-mail at all the locked page asks for it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { apiUrl } from '@/mocks/handlers';
import { server } from '@/test/msw-server';
import { renderApp, signInStored } from '@/test/utils';
import { recordRequests, SLOW } from './helpers';

const requests = recordRequests();
const sofia = DEMO_ACCOUNTS.sofia;

const readings: [string, Record<string, unknown>][] = [
  ['with the e-mail in the answer', { errcode: 1000, email: sofia.email }],
  ['answered only what the contract names ({errcode: 1000})', { errcode: 1000 }],
];

describe('e-mail locked while signed in (issue 41)', () => {
  it.each(readings)(
    "[API-08] [AUTH-45] a signed-in member's call answered 401 errcode 1000 %s logs out and lands on /locked/ with the member's e-mail",
    async (_what, body) => {
      await signInStored('sofia');
      server.use(http.get(apiUrl('/v1/dashboard/listing/recent'), () => HttpResponse.json(body, { status: 401 }), { once: true }));
      const { router, store } = renderApp('/dashboard-recent');
      await screen.findByTestId('locked-screen', {}, SLOW);
      expect(router.state.location.pathname).toBe(`/locked/${encodeURIComponent(sofia.email)}`);
      expect(screen.getByText(sofia.email)).toBeInTheDocument();
      expect(store.getState().session.status).toBe('anonymous');
    },
  );
});

describe('e-mail locked with no e-mail known (issue 41)', () => {
  it.each(readings)(
    '[API-08] [AUTH-45] [AUTH-46] an autologin answered 401 errcode 1000 %s reaches the locked page, which can send the code',
    async (_what, body) => {
      server.use(http.get(apiUrl('/v1/autologin/:token'), () => HttpResponse.json(body, { status: 401 }), { once: true }));
      const user = userEvent.setup();
      const { router } = renderApp(`/autologin/${DEMO_ACCOUNTS.sofia.autologinToken}/c`);
      await screen.findByTestId('locked-screen', {}, SLOW);
      if (body.email) {
        expect(router.state.location.pathname).toBe(`/locked/${encodeURIComponent(sofia.email)}`);
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
      } else {
        // No e-mail anywhere: the page asks for the address the account was registered with.
        expect(router.state.location.pathname).toBe('/locked');
        expect(
          screen.getByText('Escribí el email con el que te registraste y te mandamos un código para validar tu cuenta.'),
        ).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
        expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El email es incorrecto');
        expect(requests.to('/v1/email-validation/create')).toHaveLength(0);
        await user.type(screen.getByLabelText('Email'), ` ${sofia.email.toUpperCase()}{Enter}`);
      }
      await waitFor(() => expect(router.state.location.pathname).toBe('/code'), SLOW);
      expect(await screen.findByText(`Escribí el código que te mandamos a ${sofia.email}, tal cual lo recibiste.`)).toBeInTheDocument();
      await requests.settled();
      expect(requests.to('/v1/email-validation/create').map((r) => r.body)).toEqual([{ email: sofia.email }]);
    },
  );
});
