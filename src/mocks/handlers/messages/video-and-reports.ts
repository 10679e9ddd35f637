/** The video-call invite (MSG-46, MSG-47) and reports, which ban a member from video calls. */
import { HttpResponse } from 'msw';
import { db, getMember, MESSAGE_TYPE, reportersOf } from '../../db';
import { randomHex } from '../../lib/random-token';
import { API_BASE, int, readBody, str, validationError, memberRoute } from '../base';
import { otherMember } from './model';
import { notifyMessage, store } from './send';

export const VIDEO_BAN_REPORTS = 3;

export const videoAndReportHandlers = [
  memberRoute.get('/v2/videocall/invite', ({ request, member }) => {
    const other = otherMember(new URL(request.url).searchParams.get('iduser'));
    if (!other) return validationError({ iduser: 'invalid' });
    const against = reportersOf(member.id);
    const banned = against >= VIDEO_BAN_REPORTS;
    const iWrote = db.messages.some((m) => m.from === member.id && m.to === other.id);
    const theyWrote = db.messages.some((m) => m.from === other.id && m.to === member.id);
    const canSend = !banned && iWrote && theyWrote && !other.system;
    let url = '';
    if (canSend) {
      url = `${API_BASE}/videollamada/${randomHex(5)}`;
      notifyMessage(member, store(member.id, other.id, MESSAGE_TYPE.videoCall, url));
    }
    return HttpResponse.json({ banned, can_send: canSend, reports: against, videocall_url: url });
  }),

  memberRoute.post('/v1/report', async ({ request, member }) => {
    const body = await readBody(request);
    const id = int(body.id);
    const reportId = int(str(body, 'reportId').split('-')[0]);
    if (id === null || !getMember(id) || reportId === null)
      return validationError({ ...(id === null ? { id: 'required' } : {}), ...(reportId === null ? { reportId: 'required' } : {}) });
    db.reports.push({ from: member.id, to: id, reportId, text: str(body, 'reportText') });
    return HttpResponse.json({ ok: true });
  }),
];
