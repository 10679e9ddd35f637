/**
 * SHELL-32 (A §2, B §2): the skip flag is set when moving from the paywall to a message view, not when
 * the paywall opens. Back on the conversation the member was reading, its initial load is skipped and
 * the conversation stays as it was; a conversation that never loaded (its own load answered 402) is
 * skipped instead (paywall.test.tsx).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { openChatOf } from '@/features/paywall/tests/helpers';
import { recordRequests, SLOW } from '@/test/requests';
import { apiSignIn, authenticatedState, renderApp, signInStored, storeForSagas } from '@/test/utils';
import { warmLazyModules } from '@/test/warm';
import { paymentCompleted } from '@/features/paywall';
import { messagesFeature } from '../feature';
import { messageViewSkipSet, selectMessageViewSkip } from '../view-skip';

jest.setTimeout(60000);
warmLazyModules(
  ['/message-sent'],
  [() => import('@/features/messages/screens/MessageViewModal'), () => import('@/features/paywall/screens/PaywallModal')],
);
const seen = recordRequests();
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('the message view skip flag', () => {
  it("[SHELL-32] [PAY-01] closing the paywall a send's 402 opened over the conversation the member is reading leaves that conversation open, not loaded again", async () => {
    await signInStored('sofia');
    const other = openChatOf(DEMO_ACCOUNTS.sofia.id);
    const user = userEvent.setup();
    const { router, store } = renderApp(`/message-sent?modal=message-view&id=${other}`);
    const composer = await screen.findByTestId('composer', {}, SLOW);
    const views = () => seen.seen.filter((r) => r.path === `/v1/messages/view/${other}`).length;
    const sends = () => seen.seen.filter((r) => r.method === 'POST' && r.path === `/v1/messages/send/${other}`).length;
    // A free member past the demo's send limit: the next send answers 402 (type SM).
    for (let i = 1; i <= 4 && search(router).get('modal') === 'message-view'; i += 1) {
      await user.type(within(composer).getByRole('textbox'), `Mensaje ${i}`);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(sends()).toBe(i), SLOW);
      await act(() => new Promise((r) => setTimeout(r, 50)));
    }
    const paywall = await screen.findByTestId('paywall', {}, SLOW);
    expect(search(router).get('id')).toBe('SM');
    // Opening the paywall sets nothing: only moving from it to a message view does.
    expect(selectMessageViewSkip(store.getState())).toBeNull();
    const loads = views();

    await user.click(within(paywall).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(search(router).get('modal')).toBe('message-view'), SLOW);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(search(router).get('modal')).toBe('message-view');
    expect(search(router).get('id')).toBe(String(other));
    const view = await screen.findByTestId('message-view');
    expect(within(view).getByText('Mensaje 1')).toBeInTheDocument();
    expect(screen.queryByTestId('paywall')).not.toBeInTheDocument();
    expect(views()).toBe(loads); // its initial load is skipped (B §2)
  });

  it("[SHELL-32] a payment that went through clears the flag: a subscriber's conversations load again", async () => {
    const auth = await apiSignIn('sofia');
    const { store } = storeForSagas(authenticatedState(auth));
    store.startSaga(messagesFeature);
    act(() => void store.dispatch(messageViewSkipSet(DEMO_ACCOUNTS.valentina.id)));
    expect(selectMessageViewSkip(store.getState())).toBe(DEMO_ACCOUNTS.valentina.id);
    act(() => void store.dispatch(paymentCompleted()));
    expect(selectMessageViewSkip(store.getState())).toBeNull();
    store.stopSagas();
  });
});
