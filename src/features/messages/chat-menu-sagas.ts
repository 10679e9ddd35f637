/** Messaging side effects, a conversation's actions: photo permission, report menu, block and video call. */
import { delay, getContext, put, select, takeEvery } from 'redux-saga/effects';
import { apiCall, type ApiResult, type SagaGen } from '@/api/call-api';
import { apiGrantImagePermission, apiReportUser, apiVideoCallInvite } from '@/api/messages';
import type { ApiVideoCallJson } from '@/api/types/messages';
import type { BrowserServices } from '@/app/public';
import { reportUserPath } from '@/app/public';
import { dislikeRequested } from '@/features/lists';
import { alertShown, modalCloseRequested, navigationRequested, optionListShown } from '@/features/shell';
import { bool, isRecord } from '@/shared/lib/wire';
import { safeUrl } from '@/shared/lib/safe-url';
import {
  blockRequested,
  chatMenuOpened,
  photoPermissionAsked,
  photoPermissionConfirmed,
  photoPermissionGranted,
  quickReportRequested,
  reportPageRequested,
  reportSent,
  selectConversation,
  videoCallAsked,
  videoCallRequested,
  videoInviteAccepted,
} from './slice';
import type { Conversation } from './types';

const DIALOG_CLOSE_MS = 50;
/** MSG-45: the video-call popup. */
export const VIDEO_POPUP_FEATURES = 'width=650,height=600';

function* askPhotoPermission(): SagaGen {
  yield put(
    alertShown({
      title: { key: 'chat:photoPermission.title' },
      text: { key: 'chat:photoPermission.text' },
      buttons: [
        { label: { key: 'chat:photoPermission.cancel' }, variant: 'secondary' },
        { label: { key: 'chat:photoPermission.confirm' }, variant: 'primary', action: photoPermissionConfirmed() },
      ],
    }),
  );
}

function* grantPhotoPermission(): SagaGen {
  const r = (yield apiCall(apiGrantImagePermission)) as ApiResult<unknown>;
  if (r.kind === 'ok') yield put(photoPermissionGranted());
}

/** MSG-40, MSG-44 */
function* openChatMenu(action: ReturnType<typeof chatMenuOpened>): SagaGen {
  const { userId } = action.payload;
  const c = (yield select(selectConversation, userId)) as Conversation | undefined;
  const options = c?.header?.reported
    ? [{ label: { key: 'chat:report.block' }, action: blockRequested({ userId }) }]
    : [
        { label: { key: 'chat:report.offensive' }, action: quickReportRequested({ userId, reportId: 11 }) },
        { label: { key: 'chat:report.photo' }, action: quickReportRequested({ userId, reportId: 12 }) },
        { label: { key: 'chat:report.fake' }, action: quickReportRequested({ userId, reportId: 13 }) },
        { label: { key: 'chat:report.other' }, action: reportPageRequested({ userId }) },
      ];
  yield put(optionListShown({ title: { key: 'chat:report.menuTitle' }, options }));
}

/** MSG-42: the report page, once the option list has closed (an open dialog stops navigation). */
function* openReportPage(action: ReturnType<typeof reportPageRequested>): SagaGen {
  yield delay(DIALOG_CLOSE_MS);
  yield put(navigationRequested({ to: reportUserPath(action.payload.userId) }));
}

/** MSG-41, MSG-43 */
function* quickReport(action: ReturnType<typeof quickReportRequested>): SagaGen {
  const { userId, reportId } = action.payload;
  const r = (yield apiCall(apiReportUser, userId, reportId, '')) as ApiResult<unknown>;
  if (r.kind !== 'ok') return;
  yield put(reportSent({ userId }));
  yield put(
    alertShown({
      title: { key: 'chat:report.doneTitle' },
      text: { key: 'chat:report.doneText' },
      buttons: [{ label: { key: 'actions.close' } }],
    }),
  );
}

/** OPEN-27: 'Bloquear usuario' is the dislike, and the conversation closes. */
function* block(action: ReturnType<typeof blockRequested>): SagaGen {
  yield put(dislikeRequested({ id: action.payload.userId }));
  yield put(modalCloseRequested());
}

/** Issue 21: the camera button asks first; only 'Invitar' sends the invitation (MSG-45). */
function* askVideoCall(action: ReturnType<typeof videoCallAsked>): SagaGen {
  yield put(
    alertShown({
      title: { key: 'chat:videoCall.confirmTitle' },
      text: { key: 'chat:videoCall.confirmText', values: { nickname: action.payload.nickname } },
      buttons: [
        { label: { key: 'actions.cancel' }, variant: 'secondary' },
        { label: { key: 'chat:videoCall.confirm' }, variant: 'primary', action: videoCallRequested({ userId: action.payload.userId }) },
      ],
    }),
  );
}

/** MSG-45 to MSG-47 */
function* videoCall(action: ReturnType<typeof videoCallRequested>): SagaGen {
  const r = (yield apiCall(apiVideoCallInvite, action.payload.userId)) as ApiResult<ApiVideoCallJson>;
  if (r.kind !== 'ok' || !isRecord(r.data)) return;
  const url = safeUrl(r.data.videocall_url, 'videoCall');
  if (bool(r.data.can_send) && url) {
    const browser = (yield getContext('browser')) as BrowserServices;
    browser.openWindow(url, 'videocall', VIDEO_POPUP_FEATURES);
    return;
  }
  const key = bool(r.data.banned) ? 'chat:videoCall.banned' : 'chat:videoCall.needConversation';
  yield put(alertShown({ text: { key }, buttons: [{ label: { key: 'actions.close' } }] }));
}

/** OPEN-28: 'Aceptar' opens the invitation's URL in the same popup. */
function* acceptInvite(action: ReturnType<typeof videoInviteAccepted>): SagaGen {
  // The invitation's URL is a message's text: only an allowed video-call host opens.
  const url = safeUrl(action.payload.url, 'videoCall');
  if (!url) return;
  const browser = (yield getContext('browser')) as BrowserServices;
  browser.openWindow(url, 'videocall', VIDEO_POPUP_FEATURES);
}

export function* watchChatMenu(): SagaGen {
  yield takeEvery(photoPermissionAsked.type, askPhotoPermission);
  yield takeEvery(photoPermissionConfirmed.type, grantPhotoPermission);
  yield takeEvery(chatMenuOpened.type, openChatMenu);
  yield takeEvery(quickReportRequested.type, quickReport);
  yield takeEvery(blockRequested.type, block);
  yield takeEvery(reportPageRequested.type, openReportPage);
  yield takeEvery(videoCallAsked.type, askVideoCall);
  yield takeEvery(videoCallRequested.type, videoCall);
  yield takeEvery(videoInviteAccepted.type, acceptInvite);
}
