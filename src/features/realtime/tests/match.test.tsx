/**
 * A like that becomes mutual (issue 30): the demo API announces the match to both members on their
 * notifications channels, as the real service does (A §4 realtime: matches; RT-11), and the app opens
 * the match modal (RT-12) — from a profile and from the like game. The demo API's realtime events are
 * relayed to the app's (fake) Pusher client, so the event the app sees is the one the server sent.
 */
import '@/features/like-game/tests/pointer-env';
import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { db, getMember } from '@/mocks/db';
import { onTrigger } from '@/mocks/realtime';
import { renderApp, signInStored } from '@/test/utils';
import { warmLazyModules } from '@/test/warm';
import { fakeFactory, type FakeClient } from './fake-client';
import { inertFactory, setRealtimeClientFactory } from '../pusher-client';

jest.setTimeout(60000);
warmLazyModules(
  ['/dashboard-recent'],
  [
    () => import('../components/RealtimeOverlays'),
    () => import('@/features/profile/screens/ProfileViewModal'),
    () => import('@/features/like-game/screens/LikeGameModal'),
  ],
);

const contract = parse(fs.readFileSync(path.resolve(__dirname, '../../../../contract/realtime-contract.yaml'), 'utf8')) as object;
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema(contract, 'realtime');
const validMatch = ajv.getSchema('realtime#/components/schemas/MatchEventPayload')!;

let factory: ReturnType<typeof fakeFactory>;
let stopRelay: () => void = () => undefined;
beforeEach(() => {
  factory = fakeFactory();
  setRealtimeClientFactory(factory);
  // The demo API's server events reach the app's client on the channels it subscribed.
  stopRelay = onTrigger((e) => {
    const c = factory.clients[0];
    if (!c?.channels.has(e.channel)) return 0;
    act(() => c.channel(e.channel).emit(e.event, e.data));
    return 1;
  });
});
afterEach(() => {
  stopRelay();
  setRealtimeClientFactory(inertFactory);
  jest.restoreAllMocks();
});

async function connected(): Promise<FakeClient> {
  await waitFor(() => expect(factory.clients.length).toBe(1), { timeout: 10000 });
  const c = factory.clients[0] as FakeClient;
  act(() => c.setState('connected'));
  return c;
}

const matchEvents = () => db.realtimeLog.filter((e) => e.event === 'match');

/** Both members got `match`, each naming the other, in the contract's shape. */
function expectMatchAnnounced(me: number, other: number) {
  const events = matchEvents();
  expect(events.map((e) => e.channel).sort()).toEqual([`private-notifications-${me}`, `private-notifications-${other}`].sort());
  const to = (id: number) => events.find((e) => e.channel === `private-notifications-${id}`)!.data as Record<string, unknown>;
  expect(to(me)).toMatchObject({ iduser: other, apodo: getMember(other)!.nickname, messageType: 4 });
  expect(to(other)).toMatchObject({ iduser: me, apodo: getMember(me)!.nickname, messageType: 4 });
  for (const e of events) expect(validMatch(e.data) ? null : validMatch.errors).toBeNull();
}

describe('a like that becomes mutual', () => {
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

  it('[RT-11] [RT-12] [API-35] liking, in the profile view, a member who liked me first announces the match to both and opens "¡Se gustan!"', async () => {
    const user = userEvent.setup();
    const auth = await signInStored('sofia');
    const me = auth.sessionInfo.me.id;
    const other = [...db.members.values()].find(
      (m) => !m.system && m.id !== me && m.gender === 1 && !db.likes.some((l) => l.from === me && l.to === m.id),
    )!;
    db.likes.push({ from: other.id, to: me, createdAt: new Date().toISOString(), seen: false });
    const { router } = renderApp(`/dashboard-recent?modal=profile-view&id=${other.id}`);
    await connected();
    const view = await screen.findByTestId('profile-view', {}, { timeout: 15000 });
    await user.click(await within(view).findByRole('button', { name: `Me gusta ${other.nickname}` }, { timeout: 10000 }));
    const modal = await screen.findByTestId('match-modal', {}, { timeout: 20000 });
    expect(within(modal).getByText('¡Se gustan!')).toBeInTheDocument();
    expectMatchAnnounced(me, other.id);
    await user.click(within(modal).getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?modal=message-view&id=${other.id}`));
  });

  it('[RT-11] [API-35] a like that is not mutual announces no match', async () => {
    const user = userEvent.setup();
    const auth = await signInStored('sofia');
    const me = auth.sessionInfo.me.id;
    const other = [...db.members.values()].find(
      (m) =>
        !m.system &&
        m.id !== me &&
        m.gender === 1 &&
        !db.likes.some((l) => (l.from === me && l.to === m.id) || (l.from === m.id && l.to === me)),
    )!;
    renderApp(`/dashboard-recent?modal=profile-view&id=${other.id}`);
    await connected();
    const view = await screen.findByTestId('profile-view', {}, { timeout: 15000 });
    await user.click(await within(view).findByRole('button', { name: `Me gusta ${other.nickname}` }, { timeout: 10000 }));
    await waitFor(() => expect(db.likes.some((l) => l.from === me && l.to === other.id)).toBe(true));
    expect(matchEvents()).toEqual([]);
    expect(screen.queryByTestId('match-modal')).not.toBeInTheDocument();
  });

  it('[RT-11] [RT-12] [GAME-04] liking in the like game a member who liked me first opens "¡Se gustan!" for the match', async () => {
    const user = userEvent.setup();
    const auth = await signInStored('valentina');
    const me = auth.sessionInfo.me.id;
    renderApp('/dashboard-recent?modal=like-game');
    await connected();
    const game = await screen.findByTestId('like-game', {}, { timeout: 15000 });
    await waitFor(() => expect(within(game).getAllByTestId('like-game-card')).toHaveLength(2), { timeout: 10000 });
    const card = within(game).getAllByTestId('like-game-card')[0] as HTMLElement;
    const other = Number(card.dataset.memberId);
    db.likes.push({ from: other, to: me, createdAt: new Date().toISOString(), seen: false });
    await user.click(card);
    await waitFor(() => expect(db.likes.some((l) => l.from === me && l.to === other)).toBe(true), { timeout: 10000 });
    const modal = await screen.findByTestId('match-modal', {}, { timeout: 20000 });
    expect(within(modal).getByText('¡Se gustan!')).toBeInTheDocument();
    expectMatchAnnounced(me, other);
  });
});
