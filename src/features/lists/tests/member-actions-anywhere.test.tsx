/**
 * <MemberActions> works on any screen: the buttons open their own feature (useFeature(listsFeature)),
 * which starts the lists' saga in their store, once. Nothing else here starts it: the buttons are
 * rendered alone, as a new screen would.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { apiSignIn, authenticatedState, storeForSagas } from '@/test/utils';
import { requestLines } from '@/test/requests';
import { DEMO_ACCOUNTS, db } from '@/mocks/db';
import { i18n } from '@/shared/i18n';
import { MemberActions } from '@/features/lists';
import * as userActionsApi from '@/api/user-actions';

const SOFIA = DEMO_ACCOUNTS.sofia.id;
const requests = requestLines(['/v1/user/']);

/** A member (not a system user) Sofía has not liked yet. */
function notLikedYet() {
  const liked = new Set(db.likes.filter((l) => l.from === SOFIA).map((l) => l.to));
  const member = [...db.members.values()].find((m) => !m.system && m.id !== SOFIA && !liked.has(m.id));
  if (!member) throw new Error('the demo data has no member Sofía has not liked');
  return member;
}

async function renderAlone() {
  const { store } = storeForSagas(authenticatedState(await apiSignIn('sofia')));
  const member = notLikedYet();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <div data-testid="bare-screen">
          <MemberActions id={member.id} nickname={member.nickname} variant="profile" />
        </div>
      </I18nextProvider>
    </Provider>,
  );
  return member;
}

describe('member actions on a screen that starts nothing', () => {
  it.each([1, 2])(
    '[PROF-04] a like from a bare <MemberActions> reaches the API once and leaves only "Enviale un mensaje" (store %p of 2)',
    async () => {
      const member = await renderAlone();
      await userEvent.click(screen.getByRole('button', { name: `Me gusta ${member.nickname}` }));
      const bare = screen.getByTestId('bare-screen');
      await waitFor(() => expect(within(bare).getByRole('button', { name: 'Enviale un mensaje' })).toBeInTheDocument());
      expect(within(bare).queryByRole('button', { name: `Me gusta ${member.nickname}` })).not.toBeInTheDocument();
      expect(db.likes.some((l) => l.from === SOFIA && l.to === member.id)).toBe(true);
      // One saga per store: a second copy (started twice) or one left from the previous test's store would send it again.
      expect(requests.filter((r) => r.startsWith('POST') || r.startsWith('PUT'))).toHaveLength(1);
    },
  );

  it('[PERF] a like answers the tap first: the button shows it is busy inside the click, the request leaves after that frame', async () => {
    const send = jest.spyOn(userActionsApi, 'apiUserAction');
    const member = await renderAlone();
    const like = screen.getByRole('button', { name: `Me gusta ${member.nickname}` });
    // One synchronous click: what runs inside it holds back the frame that answers the tap.
    act(() => {
      fireEvent.click(like);
    });
    expect(like).toHaveAttribute('aria-busy', 'true');
    expect(send).not.toHaveBeenCalled();
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.anything(), member.id, 'like'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviale un mensaje' })).toBeInTheDocument());
    send.mockRestore();
  });

  it("[PERF] a like re-renders the buttons of the member it concerns, not every card's", async () => {
    const { store } = storeForSagas(authenticatedState(await apiSignIn('sofia')));
    const member = notLikedYet();
    const other = [...db.members.values()].find((m) => !m.system && m.id !== SOFIA && m.id !== member.id)!;
    const otherRenders = jest.fn();
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemberActions id={member.id} nickname={member.nickname} variant="card" />
          <Profiler id="other" onRender={otherRenders}>
            <MemberActions id={other.id} nickname={other.nickname} variant="card" />
          </Profiler>
        </I18nextProvider>
      </Provider>,
    );
    otherRenders.mockClear();
    await userEvent.click(screen.getByRole('button', { name: `Me gusta ${member.nickname}` }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviale un mensaje' })).toBeInTheDocument());
    expect(otherRenders).not.toHaveBeenCalled();
  });
});
