/**
 * Issue 41: the session's `me` leaves most flags untyped (hasPicture, billing's premium,
 * active_subscription and btnRefund, has_matching_listing: x-type unstated) and types ids as
 * [integer, string]. Each test runs the demo's reading (booleans and numbers) and the other one a server
 * may send: '1'/'0' flags and ids, gender, age and the age range as digit strings.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMember } from '@/mocks/db';
import { forceScenario } from '@/mocks/fixtures';
import { reshaped } from '@/test/demo-answer';
import { server } from '@/test/msw-server';
import { recordRequests, SLOW } from '@/test/requests';
import { renderApp, signInStored } from '@/test/utils';
import { fillCard, openPayment, withDemoProviderScript } from '@/features/paywall/tests/helpers';

jest.setTimeout(40000);
withDemoProviderScript();
const requests = recordRequests();

type Json = Record<string, unknown>;
const flag = (v: unknown) => (v ? '1' : '0');
const digits = (v: unknown) => String(v);
const rec = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});

/** The session answer with every untyped flag as '1'/'0' and every number of `me` as its digits. */
function asText(json: Json): Json {
  const me = rec(json.me);
  const billing = rec(me.billing);
  const location = rec(me.location);
  const range = rec(me.age_range);
  return {
    ...json,
    me: {
      ...me,
      id: digits(me.id),
      gender: digits(me.gender),
      age: digits(me.age),
      hasPicture: flag(me.hasPicture),
      location: { idprovincia: digits(location.idprovincia), localidad: { id: digits(rec(location.localidad).id) } },
      age_range: { edad_min: digits(range.edad_min), edad_max: digits(range.edad_max) },
      billing: {
        premium: flag(billing.premium),
        active_subscription: flag(billing.active_subscription),
        btnRefund: flag(billing.btnRefund),
      },
      has_matching_listing: flag(me.has_matching_listing),
    },
  };
}

const readings: [string, ((j: Json) => unknown) | null][] = [
  ["the demo's booleans and numbers", null],
  ["'1'/'0' flags and digit strings", asText],
];

const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });

describe("the session's me read in both readings (issue 41)", () => {
  it.each(readings)(
    "[AUTH-59] [AUTH-62] [SHELL-37] [SHELL-39] [SHELL-47] [GAME-02] a premium member's session with %s: refund and recommended entries, the like game with her own age range",
    async (_what, reshape) => {
      if (reshape) server.use(reshaped('get', '/v1/session', reshape));
      Object.assign(getMember(5)!, { ageRange: { min: 28, max: 40 } });
      const auth = await signInStored('valentina');
      const user = userEvent.setup();
      const { store } = renderApp('/dashboard-recent');
      await screen.findByTestId('toolbar', {}, SLOW);
      await waitFor(() => expect(store.getState().session.me?.id).toBe(5));
      const me = store.getState().session.me!;
      expect(me).toMatchObject({ id: 5, gender: 2, premium: true, hasMatchingListing: true, likeGame: true });
      expect(me.billing).toEqual({ premium: true, activeSubscription: true, btnRefund: true });
      expect(me.location.idprovincia).toBe(auth.sessionInfo.me.location.idprovincia);
      await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
      expect(within(menu()).getByRole('link', { name: /Recomendados/ })).toBeInTheDocument();
      expect(within(menu()).getByText('arrepentimiento')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cerrar menú' }));
      // GAME-02: the game asks for her own range (a range sent as digits is still hers).
      await user.click(screen.getByRole('button', { name: '¿Quién te gusta más?' }));
      await waitFor(() => expect(requests.seen.some((r) => r.path.startsWith('/v1/juegolikes/5/'))).toBe(true), SLOW);
      expect(requests.seen.find((r) => r.path.startsWith('/v1/juegolikes/5/'))?.path).toMatch(/\/28\/40$/);
    },
  );

  it.each(readings)(
    "[AUTH-62] [SHELL-37] [SHELL-39] [SHELL-47] a free member's session with %s: no refund, no recommended, no like game",
    async (_what, reshape) => {
      if (reshape) server.use(reshaped('get', '/v1/session', reshape));
      await signInStored('martin');
      const user = userEvent.setup();
      const { store } = renderApp('/dashboard-recent');
      await screen.findByTestId('toolbar', {}, SLOW);
      await waitFor(() => expect(store.getState().session.me?.id).toBe(4));
      expect(store.getState().session.me).toMatchObject({ gender: 1, premium: false, hasMatchingListing: false, likeGame: false });
      await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
      expect(within(menu()).queryByRole('link', { name: /Recomendados/ })).toBeNull();
      expect(within(menu()).queryByText('arrepentimiento')).toBeNull();
      expect(screen.queryByRole('button', { name: '¿Quién te gusta más?' })).toBeNull();
    },
  );

  it.each(readings)(
    '[PAY-22] [AUTH-62] [API-19] a payment whose answer was lost is checked against the session: billing with %s that says not paid is not a success',
    async (_what, reshape) => {
      forceScenario('network', { path: '/v1/payment/mp' });
      const { modal, user } = await openPayment(41);
      if (reshape) server.use(reshaped('get', '/v1/session', reshape));
      await fillCard(user, modal);
      await user.click(within(modal).getByRole('button', { name: 'pagar' }));
      await user.click(await within(modal).findByRole('button', { name: 'Consultar de nuevo' }, SLOW));
      expect(await within(modal).findByTestId('payment-error', {}, SLOW)).toHaveTextContent('Todavía no vemos tu pago acreditado');
      expect(screen.queryByTestId('subscribe-done')).not.toBeInTheDocument();
    },
  );
});
