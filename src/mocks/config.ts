/**
 * Constants of the demo API, matching .env.example (API_BASE_URL, PUSHER_KEY, IMAGE_HOST ...).
 * The demo is a stand-in for a third-party server, so it has its own copy rather than reading the
 * app's configuration: the app must work against it only through the wire, like the real one.
 */
export const API_BASE = 'http://localhost:8081';

export const PUSHER_APP_KEY = 'demo-app-key';
/** Shared by the auth endpoint (signs) and the WebSocket double (verifies). Demo only. */
export const PUSHER_APP_SECRET = 'demo-app-secret';

/**
 * The chat channel carries client-typing and the presence events, so under Pusher rules it is a
 * presence- channel (realtime-contract.yaml channels.chat; CONTRACT-NOTES §32, inferred).
 */
export const CHAT_CHANNEL_PREFIX = 'presence-chat-';
export const NOTIFICATIONS_CHANNEL_PREFIX = 'private-notifications-';

/**
 * A syntactically valid VAPID public key (the well-known example key of the Web Push codelab), so
 * PushManager.subscribe() accepts it; nothing is ever pushed with it.
 */
export const WEB_PUSH_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** Default lifetime of a bearer token before it answers 401 token_expired. */
export const DEFAULT_TOKEN_MAX_AGE_MS = 30 * 60 * 1000;

/** How long the `slow` scenario holds a request. */
export const SLOW_SCENARIO_MS = 2000;
