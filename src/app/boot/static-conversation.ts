/**
 * The placeholders of the prerendered conversation (./prerender/conversation.tsx) that the boot loader
 * fills (./loader/screens/conversation.ts): the other member's name and photo are the CONVERSATION_SLOTS
 * tokens, and the message list holds one sample bubble of each kind the loader writes, in the order of
 * CONVERSATION_SAMPLES (their ids): the other member's text and mine, the other member's video call
 * invitation and mine, the other member's photo (blurred: no permission given) and mine. The loader copies the samples for the answer's messages and removes them.
 */
export const CONVERSATION_SLOTS = {
  nickname: '@@nickname@@',
  picture: '@@picture@@',
  text: '@@text@@',
  hour: '@@hour@@',
  /** A photo message's 180x180 thumbnail and original, as paths on the image host. */
  photo: '@@photo@@',
  original: '@@original@@',
};
/** The sample bubbles' message ids (data-id), in the list's order. */
export const CONVERSATION_SAMPLES = { theirsText: 1, mineText: 2, theirsVideo: 3, mineVideo: 4, theirsPhoto: 5, minePhoto: 6 } as const;
/** The member the prerender opens (a member id no answer names). */
export const CONVERSATION_USER_ID = 987654321;
