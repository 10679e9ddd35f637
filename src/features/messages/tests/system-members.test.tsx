/**
 * Issue 41: the special notice and matching users' ids are set per environment (OPEN-02). Unset means
 * none: a real member whose id happens to be 1 or 2 is a member, with a photo and an input. Runs both
 * readings of a chat with member 2: configured as the matching user (SPECIAL_MATCHING_USER_ID=2) and
 * not configured (the build's default).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessage, db, getMember } from '@/mocks/db';
import { config, isSpecialUserId } from '@/shared/config/env';
import { renderApp, signInStored } from '@/test/utils';

jest.setTimeout(30000);
const NAME = 'Wmqx59642mw7621';
const configured = config.specialUsers;
afterEach(() => {
  config.specialUsers = configured;
});

describe('system members by id (issue 41)', () => {
  it('[OPEN-02] the build names no system member by default (.env.example): no id is special until configured', () => {
    expect(config.specialUsers).toEqual({ noticeId: null, matchingId: null });
    expect([0, 1, 2, 3].filter(isSpecialUserId)).toEqual([]);
  });

  it.each([
    ['configured as the matching user (SPECIAL_MATCHING_USER_ID=2): a system chat', { noticeId: 1, matchingId: 2 }, true],
    ["as the build has it (.env.example leaves the ids unset): a member's chat", null, false],
  ])('[MSG-20] [MSG-21] [OPEN-02] a chat with member 2 %s', async (_what, ids, special) => {
    if (ids) config.specialUsers = ids;
    // Member 2 is a real member here: a name, and a plain text as the chat's latest message.
    const two = getMember(2)!;
    Object.assign(two, { system: false, nickname: NAME });
    for (const m of db.messages) if (m.from === 2 || m.to === 2) m.deletedBy = [2, 5];
    addMessage(2, 5, 'Hola, ¿cómo estás?');
    await signInStored('valentina');
    const user = userEvent.setup();
    renderApp('/message-received');
    await screen.findAllByTestId('chat-row', {}, { timeout: 10000 });
    const row = screen.getAllByTestId('chat-row').find((r) => r.textContent?.includes(NAME)) as HTMLElement;
    expect(row).toBeDefined();
    expect(within(row).queryAllByTestId('system-avatar')).toHaveLength(special ? 1 : 0);
    await user.click(within(row).getByRole('button'));
    const view = await screen.findByTestId('message-view', {}, { timeout: 10000 });
    await within(view).findByText('Hola, ¿cómo estás?', {}, { timeout: 10000 });
    await waitFor(() => expect(within(view).queryAllByTestId('composer')).toHaveLength(special ? 0 : 1));
    expect(within(view).queryAllByTestId('chat-head-person')).toHaveLength(special ? 0 : 1);
  });
});
