/** Channel names (RT-03, RT-05). */

/** chatChannelPrefix + the two ids sorted (numerically) and joined with a dot (RT-05). */
export function chatChannelName(prefix: string, a: number, b: number): string {
  const [low, high] = a < b ? [a, b] : [b, a];
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
