/** The messages list's renderer as a script of its own (./registry.ts): js/first-screen-messages.HASH.js. */
import { messages } from './messages';
import { registerRenderer } from './registry';

registerRenderer('messages', messages);
