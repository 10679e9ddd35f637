/** Messaging calls (API-26 to API-34, OPEN-04, OPEN-05). */
import type { Answer, Body, FormField, Loosened, Query } from './contract';
import type { Requester } from './http';
import { idInUrl, wireId } from '@/shared/lib/wire';

export type MessageBox = 'received' | 'sent';

/** GET /v1/messages/received|sent?page=N, pages from 0 (listMessagesReceived, listMessagesSent; API-26). */
export const apiGetChatList = (req: Requester, box: MessageBox, page: number) =>
  req<Answer<'listMessagesReceived' | 'listMessagesSent'>>({
    method: 'GET',
    url: `/v1/messages/${box}`,
    params: { page } satisfies Query<'listMessagesReceived' | 'listMessagesSent'>,
  });

/** POST /v1/messages/send/{userId} as a form: type, mensaje, isChat, file (sendMessage; API-27). */
export const apiSendMessage = (req: Requester, userId: number, input: { type: 1 | 2; text: string; file?: Blob | null }) => {
  const form = new FormData();
  const field = (name: FormField<'sendMessage'>, value: string | Blob) => form.append(name, value);
  field('type', String(input.type));
  field('mensaje', input.text);
  field('isChat', '1');
  if (input.file) field('file', input.file);
  return req<Answer<'sendMessage'>>({ method: 'POST', url: `/v1/messages/send/${idInUrl(userId)}`, data: form });
};

/** GET /v1/messages/view/{id}?from={oldestId}: the next 15 older messages (viewConversation; API-28). */
export const apiGetConversation = (req: Requester, userId: number, from: number | null) =>
  req<Answer<'viewConversation'>>({
    method: 'GET',
    url: `/v1/messages/view/${idInUrl(userId)}`,
    params: (from ? { from: wireId(from) } : {}) satisfies Query<'viewConversation'>,
  });

/** All four are required by the contract (viewConversationBatch: start, end, limit, priority). */
export interface BatchParams {
  start: number;
  end: number;
  limit: number;
  priority: 'high' | 'low';
}

/** GET /v1/messages/view/{id}/batch?start&end&limit&priority (viewConversationBatch; API-29). */
export const apiGetBatch = (req: Requester, userId: number, p: BatchParams) =>
  req<Answer<'viewConversationBatch'>>({
    method: 'GET',
    url: `/v1/messages/view/${idInUrl(userId)}/batch`,
    params: p satisfies Query<'viewConversationBatch'>,
  });

/** GET /v1/messages/view/{id}/count (countConversation; API-30). */
export const apiGetCount = (req: Requester, userId: number) =>
  req<Answer<'countConversation'>>({ method: 'GET', url: `/v1/messages/view/${idInUrl(userId)}/count` });

const suffix = (bulk: MessageBox | null) => (bulk ? `/${bulk}` : '');

/** DELETE /v1/messages[/received|/sent] {users} (deleteMessages, deleteMessagesReceived, deleteMessagesSent; API-31). */
export const apiDeleteChats = (req: Requester, users: number[], bulk: MessageBox | null) =>
  req<Answer<'deleteMessages' | 'deleteMessagesReceived' | 'deleteMessagesSent'>>({
    method: 'DELETE',
    url: `/v1/messages${suffix(bulk)}`,
    data: { users: users.map(wireId) } satisfies Body<'deleteMessages' | 'deleteMessagesReceived' | 'deleteMessagesSent'>,
  });

/** PATCH /v1/messages/mark-as-read[/received|/sent] {users} (markMessagesRead, markMessagesReadReceived, markMessagesReadSent; API-32). */
export const apiMarkAsRead = (req: Requester, users: number[], bulk: MessageBox | null) =>
  req<Answer<'markMessagesRead' | 'markMessagesReadReceived' | 'markMessagesReadSent'>>({
    method: 'PATCH',
    url: `/v1/messages/mark-as-read${suffix(bulk)}`,
    data: { users: users.map(wireId) } satisfies Body<'markMessagesRead' | 'markMessagesReadReceived' | 'markMessagesReadSent'>,
  });

/** POST /v1/messages/imagePermission {permission:true} (setImagePermission; API-33). */
export const apiGrantImagePermission = (req: Requester) =>
  req<Answer<'setImagePermission'>>({
    method: 'POST',
    url: '/v1/messages/imagePermission',
    data: { permission: true } satisfies Body<'setImagePermission'>,
  });

/** GET /v2/videocall/invite?iduser= (videoCallInvite; API-34). */
export const apiVideoCallInvite = (req: Requester, userId: number) =>
  req<Answer<'videoCallInvite'>>({
    method: 'GET',
    url: '/v2/videocall/invite',
    params: { iduser: wireId(userId) } satisfies Query<'videoCallInvite'>,
  });

/**
 * POST /v1/report {reportText, reportId, id} (reportUser; API-66). The contract lists the reason ids
 * (13, 8, 5, 11, 12, 10); the callers hand any number (the report page reads it from the reason's value),
 * so that one field is checked as a number here.
 */
export const apiReportUser = (req: Requester, id: number, reportId: number, reportText: string) =>
  req<Answer<'reportUser'>>({
    method: 'POST',
    url: '/v1/report',
    data: { reportText, reportId, id: wireId(id) } satisfies Loosened<Body<'reportUser'>, 'reportId', number>,
  });
