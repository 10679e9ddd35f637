/** The messaging area of the demo API (A §7, OPEN-04, OPEN-05). */
import { addMessage, db } from '../db';
import { loginAs } from '../fixtures';
import { apiUrl } from './base';

const GUILLE = 238;
const json = async (res: Response) => ({
  status: res.status,
  body: (await res.json()) as Record<string, unknown> & { items?: { id: number; canRead: boolean }[]; messages?: { id: number }[] },
});
const get = (path: string, who: Parameters<typeof loginAs>[0] = 'valentina') =>
  fetch(apiUrl(path), { headers: loginAs(who).headers }).then(json);
const send = (method: string, path: string, body: unknown, who: Parameters<typeof loginAs>[0] = 'valentina') =>
  fetch(apiUrl(path), {
    method,
    headers: { ...loginAs(who).headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then(json);

describe('demo API: messages', () => {
  it('[API-26] lists received and sent chats by page from 0', async () => {
    const r = await get('/v1/messages/received?page=0');
    expect(r.status).toBe(200);
    expect(r.body.items?.length).toBeGreaterThan(5);
    expect(r.body.items?.[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        date: expect.any(String),
        canRead: true,
        isNew: expect.any(Boolean),
        new: expect.any(Number),
        userGenderId: expect.any(Number),
        userImg: expect.any(String),
        userName: expect.any(String),
        messageText: expect.any(String),
        messageType: expect.any(Number),
      }),
    );
    expect((await get('/v1/messages/received?page=5')).body.items).toEqual([]);
    expect((await get('/v1/messages/sent?page=0')).body.items?.map((i) => i.id)).toEqual([228]);
  });

  it('[MSG-13] a free member cannot read a chat the other started: canRead false and 402 on the conversation', async () => {
    const rows = (await get('/v1/messages/received?page=0', 'sofia')).body.items ?? [];
    expect(rows.find((r) => r.id === 149)?.canRead).toBe(false);
    expect((await get('/v1/messages/view/149', 'sofia')).status).toBe(402);
    expect((await get('/v1/messages/view/149', 'valentina')).status).toBe(200);
  });

  it('[API-28] view pages of 15 older than `from`, oldest first', async () => {
    for (let i = 0; i < 30; i++) addMessage(GUILLE, 5, `m${i}`, { id: 800000 + i, read: true });
    const first = await get(`/v1/messages/view/${GUILLE}`);
    const ids = first.body.messages?.map((m) => m.id) ?? [];
    expect(ids).toHaveLength(15);
    expect(first.body.hasMore).toBe(true);
    const older = await get(`/v1/messages/view/${GUILLE}?from=${ids[0]}`);
    expect(older.body.messages?.every((m) => m.id < (ids[0] ?? 0))).toBe(true);
  });

  it('[API-29] [API-30] [MSG-25] [MSG-26] batch and count, with their error texts', async () => {
    const count = await get(`/v1/messages/view/${GUILLE}/count`);
    expect(count.body).toEqual({ count: 8, lastId: expect.any(Number) });
    const batch = await get(`/v1/messages/view/${GUILLE}/batch?start=0&limit=3&priority=high`);
    expect(batch.body.messages).toHaveLength(3);
    expect((await get(`/v1/messages/view/${GUILLE}/batch`)).body).toEqual({ error: 'Invalid parameters for batch loading' });
    expect((await get(`/v1/messages/view/x/count`)).body).toEqual({ error: 'Chat ID is required' });
  });

  it('[API-27] send is a form (type, mensaje, isChat, file); the recipient gets a realtime message event', async () => {
    const form = new URLSearchParams({ type: '1', mensaje: ' Hola ', isChat: '1' });
    const res = await fetch(apiUrl(`/v1/messages/send/${GUILLE}`), {
      method: 'POST',
      headers: { ...loginAs('valentina').headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const body = (await res.json()) as { message: { texto: string; hour: string; isMine: boolean } };
    expect(body.message).toMatchObject({ texto: 'Hola', isMine: true, hour: expect.stringMatching(/^\d{2}:\d{2}$/) });
    expect(db.realtimeLog.at(-1)).toMatchObject({
      channel: `private-notifications-${GUILLE}`,
      event: 'message',
      data: { iduser: 5, apodo: 'Vale_lp', message: 'Hola', messageType: 1 },
    });
    const empty = await fetch(apiUrl(`/v1/messages/send/${GUILLE}`), {
      method: 'POST',
      headers: { ...loginAs('valentina').headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ type: '1', mensaje: '  ' }),
    });
    expect(empty.status).toBe(400);
  });

  it('[API-31] [API-32] delete and mark-as-read take {users}; the /received and /sent variants apply to the whole box', async () => {
    expect((await send('PATCH', '/v1/messages/mark-as-read', { users: [GUILLE] })).body.ok).toBe(true);
    expect(db.messages.some((m) => m.from === GUILLE && m.to === 5 && !m.read)).toBe(false);
    await send('PATCH', '/v1/messages/mark-as-read/received', {});
    expect(db.messages.some((m) => m.to === 5 && !m.read)).toBe(false);
    await send('DELETE', '/v1/messages/sent', {});
    expect((await get('/v1/messages/sent?page=0')).body.items).toEqual([]);
    await send('DELETE', '/v1/messages', { users: [GUILLE] });
    expect((await get('/v1/messages/received?page=0')).body.items?.some((r) => r.id === GUILLE)).toBe(false);
  });

  it('[API-33] photo permission by POST (and PATCH) {permission:true}', async () => {
    (db.members.get(5) as { imagePermission: boolean }).imagePermission = false;
    expect((await send('POST', '/v1/messages/imagePermission', { permission: true })).body).toEqual({ ok: true, imagePermission: true });
    expect((await send('PATCH', '/v1/messages/imagePermission', { permission: true })).status).toBe(200);
    expect(db.members.get(5)?.imagePermission).toBe(true);
  });

  it('[API-34] the video-call invite answers banned, can_send, reports and videocall_url', async () => {
    expect((await get(`/v2/videocall/invite?iduser=${GUILLE}`)).body).toEqual({
      banned: false,
      can_send: true,
      reports: 0,
      videocall_url: expect.stringMatching(/\/videollamada\//),
    });
    expect((await get('/v2/videocall/invite?iduser=228')).body).toMatchObject({ can_send: false, banned: false });
  });
});
