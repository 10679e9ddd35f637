/**
 * Issue 41: the realtime contract leaves the sender's `sexo` unencoded ("id 1/2 or text"). The demo sends
 * 1/2; a server may send 'hombre' / 'mujer' (or the other texts of the session's genderText). A sender
 * without a photo shows the default image of their gender in each reading. Real store, sagas, routes and
 * demo API; a fake Pusher client delivers the event.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderApp, signInStored } from '@/test/utils';
import { genderId } from '@/shared/lib/wire';
import { FakeIO, installFakeIO, restoreIO } from '@/test/intersection';
import { FakeClient, fakeFactory } from './tests/fake-client';
import { inertFactory, setRealtimeClientFactory } from './pusher-client';

let factory: ReturnType<typeof fakeFactory>;
beforeEach(() => {
  factory = fakeFactory();
  setRealtimeClientFactory(factory);
  installFakeIO();
});
afterEach(() => {
  setRealtimeClientFactory(inertFactory);
  restoreIO();
});

describe("a realtime sender's gender in each reading (issue 41)", () => {
  it.each([
    ["1 (the demo's)", 'male', 1],
    ["'hombre'", 'male', 'hombre'],
    ["'gay'", 'male', 'gay'],
    ["2 (the demo's)", 'female', 2],
    ["'mujer'", 'female', 'mujer'],
    ["'lesbiana'", 'female', 'lesbiana'],
  ])(
    "[RT-06] [RT-07] [SHELL-56] a sender whose sexo is %s and who has no photo shows the %s default image in the list's row",
    async (_what, kind, sexo) => {
      await signInStored('valentina');
      renderApp('/message-received');
      await waitFor(() => expect(factory.clients.length).toBe(1));
      const client = factory.clients[0] as FakeClient;
      act(() => client.setState('connected'));
      await screen.findAllByTestId('chat-row');
      act(() =>
        client.channel('private-notifications-5').emit('message', {
          iduser: 9998,
          apodo: 'Qamx59642q76721',
          sexo,
          imagen: '',
          message: 'Hola',
          messageType: 1,
          timestamp: Date.now(),
        }),
      );
      await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('Qamx59642q76721'));
      act(() => FakeIO.all.forEach((io) => io.enter()));
      await waitFor(() =>
        expect(screen.getAllByTestId('chat-row')[0]!.querySelector('img')?.getAttribute('src')).toMatch(new RegExp(`default-${kind}\\.`)),
      );
    },
  );

  it('[RT-06] an unknown encoding falls back to the default (female), never throws', () => {
    expect(genderId('x')).toBe(2);
    expect(genderId(null)).toBe(2);
    expect(genderId(' Hombre ')).toBe(1);
  });
});
