/** PWA-12 through the app: the events a member's actions produce reach the data layer, with no personal data. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS } from '@/mocks/db';
import { renderApp, signInStored } from '@/test/utils';
import { rtMatchReceived } from '@/features/realtime';

const events = (name: string) =>
  (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === name) as Record<string, unknown>[];
const noPersonalData = () => {
  const text = JSON.stringify(window.dataLayer ?? []);
  expect(text).not.toMatch(/@/);
  for (const a of Object.values(DEMO_ACCOUNTS)) expect(text).not.toContain(a.email);
};

beforeEach(() => {
  delete window.dataLayer;
});

describe('analytics events from the app', () => {
  it('[PWA-12] a like on a dashboard card pushes {event: like, id} and nothing personal', async () => {
    const user = userEvent.setup();
    await signInStored('sofia');
    renderApp('/dashboard-recent');
    const [card] = await screen.findAllByTestId('member-card', {}, { timeout: 6000 });
    const id = Number(card!.getAttribute('data-member-id'));
    const nickname = card!.getAttribute('aria-label')!;
    await user.click(within(card!).getByRole('button', { name: `Me gusta ${nickname}` }));
    await waitFor(() => expect(events('like')).toEqual([{ event: 'like', id }]), { timeout: 8000 });
    expect(JSON.stringify(window.dataLayer)).not.toContain(nickname);
    noPersonalData();
  });

  it('[PWA-12] a chat message sent pushes a chat event without its text; a match pushes a match event', async () => {
    const user = userEvent.setup();
    await signInStored('valentina');
    const { store } = renderApp('/message-sent?modal=message-view&id=238');
    const view = await screen.findByTestId('message-view', {}, { timeout: 6000 });
    const box = await within(view).findByRole('textbox');
    await user.type(box, 'Mi número es 11 5555 5555{Enter}');
    await waitFor(() => expect(events('chat')).toHaveLength(1), { timeout: 6000 });
    expect(events('chat')[0]).toEqual({ event: 'chat', action: 'message_sent', id: 238, messageType: 1 });
    expect(JSON.stringify(window.dataLayer)).not.toContain('5555');
    act(() => {
      store.dispatch(
        rtMatchReceived({ userId: 41, nickname: 'Lucía', gender: 2, image: '', text: '', messageType: 1, timestamp: 1, messageId: 0 }),
      );
    });
    await waitFor(() => expect(events('match')).toEqual([{ event: 'match', id: 41 }]));
    expect(JSON.stringify(window.dataLayer)).not.toContain('Lucía');
    noPersonalData();
  });
});
