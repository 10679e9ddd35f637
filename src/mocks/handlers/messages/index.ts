/**
 * Messaging area of the demo API (A §7, OPEN-04, OPEN-05): chat lists, conversations in pages of 15,
 * batch/count catch-up, send (form, with a realtime `message` event to the recipient), delete and
 * mark-as-read (with the bulk /received|/sent variants), photo permission, the video-call invite and
 * reports.
 *
 * Rules the demo applies:
 * - "Recibidos" holds the chats where the other member wrote to me; "Enviados" those where only I wrote.
 * - A free member cannot read a chat the other member started unless they wrote in it too (or it is a system user's):
 *   the row has canRead false and the conversation answers 402 (MSG-13), and so does sending in it.
 * - A free member sends at most FREE_SENDS_PER_CHAT messages per conversation on a demo run; the next
 *   answers 402 and the paywall opens (issue #16). Subscribers send without limit.
 * - A member reported by 3 or more members is banned from video calls; a video call needs a
 *   conversation in which both wrote (MSG-46, MSG-47).
 *
 * By concern: list.ts (the chat lists), conversation.ts (one chat's pages), send.ts (send, delete,
 * mark as read, photo permission), video-and-reports.ts; model.ts holds the reads they share.
 */
import { conversationHandlers } from './conversation';
import { listHandlers } from './list';
import { sendHandlers } from './send';
import { videoAndReportHandlers } from './video-and-reports';

export const messageHandlers = [...listHandlers, ...conversationHandlers, ...sendHandlers, ...videoAndReportHandlers];
