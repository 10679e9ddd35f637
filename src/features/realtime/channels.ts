/** Channel names (RT-03, RT-05). */

/** chatChannelPrefix + the two ids sorted (numerically) and joined with a dot (RT-05). */
export function chatChannelName(prefix: string, a: number, b: number): string {
  const [low, high] = a < b ? [a, b] : [b, a];
  return `${prefix}${low}.${high}`;
}

/**
 * Presence needs a presence- channel; when the chat prefix is a private- one, its presence twin
 * (presence-chat-3.40 for private-chat-3.40) carries the members (RT-15).
 */
export function presenceChannelName(chatChannel: string): string {
  if (chatChannel.startsWith('presence-')) return chatChannel;
  return `presence-${chatChannel.replace(/^private-/, '')}`;
}

/** The auth endpoint as an absolute URL on the API host (it arrives normalised to /v1..., RT-02). */
export function absoluteAuthEndpoint(endpoint: string, apiBaseUrl: string): string {
  return /^https?:\/\//.test(endpoint) ? endpoint : `${apiBaseUrl}${endpoint.startsWith('/') ? '' : '/'}${endpoint}`;
}
