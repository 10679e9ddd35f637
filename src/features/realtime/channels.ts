/** Channel names (RT-03, RT-05). */
import { wireId } from '@/shared/lib/wire';

/**
 * chatChannelPrefix + the two ids sorted (numerically) and joined with a dot (RT-05). Opaque ids (a
 * server's words or UUIDs, shared/lib/wire.ts) are written as the server named them and sorted as text:
 * the two members' apps name the same channel.
 */
export function chatChannelName(prefix: string, a: number, b: number): string {
  const [x, y] = [wireId(a), wireId(b)];
  const inOrder = typeof x === 'number' && typeof y === 'number' ? x <= y : String(x) <= String(y);
  const [low, high] = inOrder ? [x, y] : [y, x];
  return `${prefix}${low}.${high}`;
}

/**
 * The chat channel carries the presence events only when it is a presence- channel, as the realtime
 * contract expects of the session's chat prefix (RT-15; CONTRACT-NOTES §32). A server that hands out
 * another prefix gets no invented twin channel: the conversation then shows no online state.
 */
export function carriesPresence(chatChannel: string): boolean {
  return chatChannel.startsWith('presence-');
}

/** The auth endpoint as an absolute URL on the API host (it arrives normalised to /v1..., RT-02). */
export function absoluteAuthEndpoint(endpoint: string, apiBaseUrl: string): string {
  return /^https?:\/\//.test(endpoint) ? endpoint : `${apiBaseUrl}${endpoint.startsWith('/') ? '' : '/'}${endpoint}`;
}
