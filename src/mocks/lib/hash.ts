/** The demo API's hashes, from node:crypto (the demo API runs in Node: jest and the node server). */
import { createHash, createHmac } from 'node:crypto';

/** Hex MD5 of a UTF-8 string (the demo's stored password hashes). */
export const md5 = (text: string): string => createHash('md5').update(text).digest('hex');

/** Hex HMAC-SHA256 (the Pusher protocol's channel authorisation signature). */
export const hmacSha256Hex = (key: string, message: string): string => createHmac('sha256', key).update(message).digest('hex');
