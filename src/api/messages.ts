/** Messaging calls (API-26 to API-34, OPEN-04, OPEN-05). */
import type { Requester } from './http';
import type { ApiBatchJson, ApiChatListJson, ApiConversationJson, ApiCountJson, ApiSendJson, ApiVideoCallJson } from './types/messages';

export type MessageBox = 'received' | 'sent';

/** GET /v1/messages/received|sent?page=N, pages from 0 (API-26). */
export const apiGetChatList = (req: Requester, box: MessageBox, page: number) =>
  req<ApiChatListJson>({ method: 'GET', url: `/v1/messages/${box}`, params: { page } });

/** POST /v1/messages/send/{userId} as a form: type, mensaje, isChat, file (API-27). */
export const apiSendMessage = (req: Requester, userId: number, input: { type: 1 | 2; text: string; file?: Blob | null }) => {
  const form = new FormData();
  form.append('type', String(input.type));
  form.append('mensaje', input.text);
  form.append('isChat', '1');
  if (input.file) form.append('file', input.file);
  return req<ApiSendJson>({ method: 'POST', url: `/v1/messages/send/${userId}`, data: form });
};

/** GET /v1/messages/view/{id}?from={oldestId}: the next 15 older messages (API-28). */
export const apiGetConversation = (req: Requester, userId: number, from: number | null) =>
  req<ApiConversationJson>({ method: 'GET', url: `/v1/messages/view/${userId}`, params: from ? { from } : {} });

/** All four are required by the contract (viewConversationBatch: start, end, limit, priority). */
export interface BatchParams {
  start: number;
  end: number;
  limit: number;
  priority: 'high' | 'low';
}

/** GET /v1/messages/view/{id}/batch?start&end&limit&priority (API-29). */
export const apiGetBatch = (req: Requester, userId: number, p: BatchParams) =>
  req<ApiBatchJson>({ method: 'GET', url: `/v1/messages/view/${userId}/batch`, params: p });

/** GET /v1/messages/view/{id}/count (API-30). */
export const apiGetCount = (req: Requester, userId: number) =>
  req<ApiCountJson>({ method: 'GET', url: `/v1/messages/view/${userId}/count` });

const suffix = (bulk: MessageBox | null) => (bulk ? `/${bulk}` : '');

/** DELETE /v1/messages[/received|/sent] {users} (API-31). */
export const apiDeleteChats = (req: Requester, users: number[], bulk: MessageBox | null) =>
  req<{ ok: boolean }>({ method: 'DELETE', url: `/v1/messages${suffix(bulk)}`, data: { users } });

/** PATCH /v1/messages/mark-as-read[/received|/sent] {users} (API-32). */
export const apiMarkAsRead = (req: Requester, users: number[], bulk: MessageBox | null) =>
  req<{ ok: boolean }>({ method: 'PATCH', url: `/v1/messages/mark-as-read${suffix(bulk)}`, data: { users } });

/** POST /v1/messages/imagePermission {permission:true} (API-33). */
export const apiGrantImagePermission = (req: Requester) =>
  req<{ ok: boolean; imagePermission: boolean }>({ method: 'POST', url: '/v1/messages/imagePermission', data: { permission: true } });

/** GET /v2/videocall/invite?iduser= (API-34). */
export const apiVideoCallInvite = (req: Requester, userId: number) =>
  req<ApiVideoCallJson>({ method: 'GET', url: '/v2/videocall/invite', params: { iduser: userId } });

/** POST /v1/report {reportText, reportId, id} (API-66). */
export const apiReportUser = (req: Requester, id: number, reportId: number, reportText: string) =>
  req<{ ok: boolean }>({ method: 'POST', url: '/v1/report', data: { reportText, reportId, id } });
