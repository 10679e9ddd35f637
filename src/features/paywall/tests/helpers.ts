/** Test helpers of the payments area. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, getMember } from '@/mocks/db';
import { SLOW } from '@/test/requests';
import { renderApp, signInStored } from '@/test/utils';
import type { DemoAccountKey } from '@/mocks/db';
import { setScriptInjector } from '../provider';

/**
 * jsdom runs no external scripts: the provider's script is fetched through the demo API (so its
 * scenarios apply) and evaluated here, as the browser would.
 */
export function withDemoProviderScript(): void {
  beforeEach(() =>
    setScriptInjector(async (url) => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`provider script ${res.status}`);
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const run = new Function(await res.text()) as () => void;
      run();
    }),
  );
  afterEach(() => setScriptInjector(null));
}

export { SLOW };

export async function openPaywall(path = '/dashboard-recent?modal=pay-wall', who: DemoAccountKey = 'sofia') {
  await signInStored(who);
  const user = userEvent.setup();
  const app = renderApp(path);
  const paywall = await screen.findByTestId('paywall', {}, SLOW);
  return { ...app, user, paywall };
}

/** The paywall with its plans loaded. */
export async function paywallWithPlans(path = '/dashboard-recent?modal=pay-wall', who: DemoAccountKey = 'sofia') {
  const app = await openPaywall(path, who);
  await waitFor(() => expect(within(app.paywall).getAllByRole('listitem').length).toBeGreaterThan(0), SLOW);
  return app;
}

/** Opens the payment modal for a plan through the paywall, as a member does; the provider is ready. */
export async function openPayment(planId = 41, path = '/dashboard-recent?modal=pay-wall', who: DemoAccountKey = 'sofia') {
  const app = await paywallWithPlans(path, who);
  const card = within(app.paywall).getByTestId(`plan-${planId}`);
  await app.user.click(within(card).getByRole('button'));
  const modal = await screen.findByTestId('payment', {}, SLOW);
  await waitFor(() => expect(within(modal).getByRole('button', { name: 'pagar' })).toBeEnabled(), SLOW);
  return { ...app, modal };
}

export async function fillCard(user: ReturnType<typeof userEvent.setup>, modal: HTMLElement, name = 'Sofía Pérez', dni = '30123456') {
  await user.type(within(modal).getByLabelText('Nombre y Apellido'), name);
  await user.type(within(modal).getByLabelText('DNI'), dni);
}

/** A member who wrote to `me` first, in a chat `me` never answered (a free member cannot read it). */
export function lockedChatOf(me: number): number {
  const senders = new Set(db.messages.filter((m) => m.to === me).map((m) => m.from));
  for (const s of senders) {
    if (!getMember(s)?.system && !db.messages.some((m) => m.from === me && m.to === s)) return s;
  }
  throw new Error('no locked chat in the seed');
}

/** A member `me` already wrote to (the chat is readable; a free member may send a few messages). */
export function openChatOf(me: number): number {
  const m = db.messages.find((x) => x.from === me && !getMember(x.to)?.system);
  if (!m) throw new Error('no open chat in the seed');
  return m.to;
}
