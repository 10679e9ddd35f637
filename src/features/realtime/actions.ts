/**
 * Realtime actions, in their own module so other features (messages) can react to them without
 * loading the realtime connection code.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Schema } from '@/api/contract';

/** A realtime notification's sender and payload (RT-06), mapped from the wire event. */
export interface RealtimeNotice {
  /** Sender id (iduser). */
  userId: number;
  nickname: string;
  gender: number;
  image: string;
  text: string;
  messageType: Schema<'MessageType'>;
  timestamp: number;
  /** Message id when the event carries one. */
  messageId: number | null;
}

export interface PromoPush {
  imageMobile: string;
  linkMobile: string;
  gaImpression: string | null;
  gaClick: string | null;
}

export const rtMessageReceived = createAction<RealtimeNotice>('realtime/messageReceived');
export const rtVisitReceived = createAction<RealtimeNotice>('realtime/visitReceived');
export const rtMatchReceived = createAction<RealtimeNotice>('realtime/matchReceived');
export const rtPromoReceived = createAction<PromoPush>('realtime/promoReceived');

/** The connection came back after dropping (or the tab woke up): open views catch up (REST). */
export const rtReconnected = createAction('realtime/reconnected');
export const rtConnectionChanged = createAction<{ state: string }>('realtime/connectionChanged');

/** The conversation with `userId` is open / closed: its chat channel is (un)subscribed (RT-03). */
export const chatOpened = createAction<{ userId: number }>('realtime/chatOpened');
export const chatClosed = createAction<{ userId: number }>('realtime/chatClosed');

/** Presence and typing of the other member of an open chat (RT-15, RT-16). */
export const presenceChanged = createAction<{ userId: number; online: boolean }>('realtime/presenceChanged');
export const typingReceived = createAction<{ userId: number; typing: boolean }>('realtime/typingReceived');

/** The member's own input changed (RT-17): the saga reports typing true, then false. */
export const composerChanged = createAction<{ userId: number; empty: boolean }>('realtime/composerChanged');
/** The member sent a message in the chat: typing is reported false at once (RT-17). */
export const composerSent = createAction<{ userId: number }>('realtime/composerSent');
/** Internal: what the saga reports on the chat channel. */
export const ownTypingReported = createAction<{ userId: number; typing: boolean }>('realtime/ownTypingReported');

export const matchClosed = createAction('realtime/matchClosed');
export const promoClosed = createAction('realtime/promoClosed');
export const promoTapped = createAction('realtime/promoTapped');
export const matchSendTapped = createAction<{ userId: number }>('realtime/matchSendTapped');
