/** Channel names (RT-05) with ids in every reading of the contract (`Id` is `[integer, string]`). */
import { id } from '@/shared/lib/wire';
import { chatChannelName } from './channels';

const UUID = '3f2b8c1e-9d4a-4e6b-a1c2-5b7e9f0d1a2c';

describe('the chat channel', () => {
  it('[RT-05] the chat channel names both members as the server did: numbers sorted as numbers, words as text', () => {
    expect(chatChannelName('presence-chat-', 238, 5)).toBe('presence-chat-5.238');
    expect(chatChannelName('presence-chat-', id('zeta') as number, id('alfa') as number)).toBe('presence-chat-alfa.zeta');
    expect(chatChannelName('presence-chat-', id(UUID) as number, 40)).toBe(`presence-chat-${UUID}.40`);
    expect(chatChannelName('presence-chat-', 40, id(UUID) as number)).toBe(`presence-chat-${UUID}.40`);
  });
});
