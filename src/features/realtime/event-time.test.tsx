/**
 * Issue 41: the realtime contract leaves the event's `timestamp` untyped (x-type: unstated). The demo
 * sends milliseconds; a server may send Unix seconds (a number or its digits) or a date text. Every
 * place that shows the event's time (the message list's row date, the open conversation's bubble hour)
 * must show the same instant for each reading. Real store, sagas, routes and demo API; a fake Pusher
 * client delivers the events.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInStored } from '@/test/utils';
import { addMessage } from '@/mocks/db';
import { formatHour, formatListDate } from '@/shared/lib/format';
import { FakeClient, fakeFactory } from './tests/fake-client';
import { inertFactory, setRealtimeClientFactory } from './pusher-client';

let factory: ReturnType<typeof fakeFactory>;
beforeEach(() => {
  factory = fakeFactory();
  setRealtimeClientFactory(factory);
});
afterEach(() => setRealtimeClientFactory(inertFactory));

/** One instant (whole seconds, a minute ago) in each reading of `timestamp`. */
const at = Math.floor((Date.now() - 60_000) / 1000) * 1000;
const readings: [string, unknown][] = [
  ["milliseconds (the demo's)", at],
  ['Unix seconds', at / 1000],
  ['Unix seconds as digits', String(at / 1000)],
  ['a date text', new Date(at).toISOString()],
];

async function startAs(path: string) {
  await signInStored('valentina');
  const app = renderApp(path);
  await waitFor(() => expect(factory.clients.length).toBe(1));
  const client = factory.clients[0] as FakeClient;
  act(() => client.setState('connected'));
  return { ...app, client, notifications: client.channel('private-notifications-5') };
}

const event = (iduser: number, apodo: string, timestamp: unknown, extra: Record<string, unknown> = {}) => ({
  iduser,
  apodo,
  sexo: 1,
  imagen: '',
  message: 'Hola, ¿cómo estás?',
  messageType: 1,
  timestamp,
  ...extra,
});

describe('realtime event time (issue 41)', () => {
  it.each(readings)(
    "[RT-06] [RT-07] [OPEN-34] a message event stamped in %s dates the list's row at that instant",
    async (_what, timestamp) => {
      const { notifications } = await startAs('/message-received');
      await screen.findAllByTestId('chat-row');
      act(() => notifications.emit('message', event(9999, 'Wmqx59642mw7621', timestamp)));
      await waitFor(() => expect(screen.getAllByTestId('chat-row')[0]).toHaveTextContent('Wmqx59642mw7621'));
      const time = screen.getAllByTestId('chat-row')[0]!.querySelector('time');
      expect(time?.getAttribute('datetime')).toBe(new Date(at).toISOString());
      expect(time).toHaveTextContent(formatListDate(new Date(at), Date.now(), 'Ayer'));
    },
  );

  it.each(readings)(
    "[RT-06] [RT-07] [MSG-16] [OPEN-34] a message event stamped in %s shows that hour in the open conversation's bubble",
    async (_what, timestamp) => {
      const { notifications, client } = await startAs('/message-sent?modal=message-view&id=40');
      const view = await screen.findByTestId('message-view');
      await waitFor(() => expect(client.channels.has('presence-chat-5.40')).toBe(true));
      // The conversation is loaded (its header known: the member's name), empty so far.
      await within(view).findByTestId('chat-head-person', {}, { timeout: 10000 });
      const { id } = addMessage(40, 5, 'Hola, ¿cómo estás?');
      act(() => notifications.emit('message', event(40, 'Vale_runner', timestamp, { id })));
      const bubble = await waitFor(() => {
        const b = view.querySelector(`[data-testid="msg"][data-id="${id}"]`);
        expect(b).not.toBeNull();
        return b as HTMLElement;
      });
      const hour = bubble.querySelector('time.msg__hour');
      expect(hour).toHaveTextContent(formatHour(at));
      expect(hour?.getAttribute('datetime')).toBe(new Date(at).toISOString());
    },
  );
});
