import texts from '@locales/es-AR/pwa.json';
import {
  APP_ICON,
  clickAction,
  conversationUrl,
  isConversationOnScreen,
  notificationFromPush,
  openConversationOf,
  readPushText,
} from './notification';

const T = texts.notification;
const msg = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'message',
    user: { id: 12, nickname: 'Lucía', picture: 'https://img.example/12.jpg' },
    message: { text: 'Hola, ¿cómo va?', type: 1 },
    ...over,
  });

describe('service worker: a push becomes a notification', () => {
  it('[BEYOND] a message push shows the sender, their photo, the text, and one tag per conversation', () => {
    const n = notificationFromPush(msg(), T);
    expect(n.title).toBe('Lucía');
    expect(n.options.body).toBe('Hola, ¿cómo va?');
    expect(n.options.icon).toBe('https://img.example/12.jpg');
    expect(n.options.tag).toBe('chat-12');
    expect(n.options.renotify).toBe(true);
    expect(n.options.data).toEqual({ url: conversationUrl(12), userId: 12 });
    // Another conversation gets its own tag (grouped per conversation, not one for everything).
    expect(notificationFromPush(msg({ user: { id: 7, nickname: 'Ana' } }), T).options.tag).toBe('chat-7');
  });

  it("[BEYOND] a photo reads 'Te envió una foto'; no picture falls back to the app icon", () => {
    const n = notificationFromPush(msg({ user: { id: 3, nickname: 'Sol' }, message: { type: 2, text: 'secret.jpg' } }), T);
    expect(n.options.body).toBe('Te envió una foto');
    expect(n.options.icon).toBe(APP_ICON);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', null],
    ['an array', '[1,2]'],
    ['no sender', JSON.stringify({ message: { text: 'x' } })],
    ['a sender without id', JSON.stringify({ user: { nickname: 'X' } })],
    ['wrong types', JSON.stringify({ user: { id: 'abc', nickname: 42 }, message: 'x' })],
    ['a javascript: picture', msg({ user: { id: 9, nickname: 'Eve', picture: 'javascript:alert(1)' } })],
  ])('[BEYOND] a malformed payload (%s) still shows a notification and never throws', (_n, text) => {
    const n = notificationFromPush(text, T);
    expect(n.title).toBeTruthy();
    expect(n.options.body).toBeTruthy();
    expect(n.options.icon).toMatch(/^(\/icons\/|https:\/\/)/);
    if (_n === 'a javascript: picture') expect(n.options.icon).toBe(APP_ICON);
  });

  it('[BEYOND] unreadable push data is read as no data, not an exception', () => {
    expect(
      readPushText({
        text: () => {
          throw new Error('bad');
        },
      }),
    ).toBeNull();
    expect(readPushText(null)).toBeNull();
    expect(readPushText({ text: () => 'x' })).toBe('x');
  });

  it('[BEYOND] no duplicate when a focused window already shows that conversation', () => {
    const on12 = { url: `https://app.test${conversationUrl(12)}`, focused: true, visibilityState: 'visible' };
    expect(isConversationOnScreen([on12], 12)).toBe(true);
    expect(isConversationOnScreen([on12], 7)).toBe(false);
    expect(isConversationOnScreen([{ ...on12, focused: false }], 12)).toBe(false);
    expect(isConversationOnScreen([{ ...on12, visibilityState: 'hidden' }], 12)).toBe(false);
    expect(isConversationOnScreen([on12], null)).toBe(false);
    expect(openConversationOf('https://app.test/dashboard-recent')).toBeNull();
  });

  it('[BEYOND] a click focuses the window on that conversation, else an open window (asked to open it), else opens one', () => {
    const o = 'https://app.test';
    const data = { url: conversationUrl(12), userId: 12 };
    const dash = { url: `${o}/dashboard-recent`, focused: false };
    const chat = { url: `${o}${conversationUrl(12)}`, focused: false };
    expect(clickAction([dash, chat], data, o)).toEqual({ kind: 'focus', index: 1, message: null });
    expect(clickAction([dash], data, o)).toEqual({ kind: 'focus', index: 0, message: { type: 'OPEN_CONVERSATION', userId: 12 } });
    expect(clickAction([{ url: 'https://other.test/', focused: true }], data, o)).toEqual({ kind: 'open', url: conversationUrl(12) });
    expect(clickAction([], data, o)).toEqual({ kind: 'open', url: conversationUrl(12) });
    expect(clickAction([], 'garbage', o)).toEqual({ kind: 'open', url: '/dashboard-recent' });
  });
});
