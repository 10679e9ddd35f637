/**
 * Pusher channel authorisation, exactly as Pusher Channels signs it:
 *   auth = "<app key>:" + hex(HMAC-SHA256(secret, "<socket_id>:<channel_name>[:<channel_data>]"))
 * The auth endpoint signs with it and the WebSocket double verifies with it, so the real pusher-js
 * client works against the demo unchanged.
 */
import { PUSHER_APP_KEY, PUSHER_APP_SECRET } from './config';
import { hmacSha256Hex } from './lib/hash';

/** Pusher socket ids look like "1234.5678". */
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('private-encrypted-')) return 'encrypted';
  if (channel.startsWith('private-')) return 'private';
  if (channel.startsWith('presence-')) return 'presence';
  return 'public';
}

export function stringToSign(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

export function signChannel(
  socketId: string,
  channel: string,
  channelData?: string,
  key = PUSHER_APP_KEY,
  secret = PUSHER_APP_SECRET,
): string {
  return `${key}:${hmacSha256Hex(secret, stringToSign(socketId, channel, channelData))}`;
}

/** Compares without early exit so the check does not leak how many characters matched. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export function verifyChannelAuth(auth: string, socketId: string, channel: string, channelData?: string): boolean {
  return sameText(auth, signChannel(socketId, channel, channelData));
}
