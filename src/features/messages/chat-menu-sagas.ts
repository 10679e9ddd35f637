/** Messaging side effects, a conversation's actions: photo permission, report menu, block and video call. */
import { delay, put, takeEvery } from 'redux-saga/effects';
import { call, getContext, select } from '@/store/effects';
import { apiCall, type SagaGen } from '@/api/call-api';
import { apiGrantImagePermission, apiReportUser, apiVideoCallInvite } from '@/api/messages';
import { reportUserPath } from '@/store';
import { dislikeRequested, memberWasReported, selectIsReported } from '@/features/lists';
import { alertShown, modalCloseRequested, navigationRequested, optionListShown } from '@/features/shell';
import { bool, isRecord } from '@/shared/lib/wire';
import { safeServerUrl, safeUrl } from '@/shared/lib/safe-url';
import { watchActions } from '@/shared/lib/watch-actions';
import { messagesActions, selectConversation } from './slice';

const DIALOG_CLOSE_MS = 50;
/** MSG-45: the video-call popup. */
export const VIDEO_POPUP_FEATURES = 'width=650,height=600';

function* askPhotoPermission(): SagaGen {
  yield put(
    alertShown({
      title: { key: 'messages:photoPermission.title' },
      text: { key: 'messages:photoPermission.text' },
      buttons: [
        { label: { key: 'messages:photoPermission.cancel' }, variant: 'secondary' },
        { label: { key: 'messages:photoPermission.confirm' }, variant: 'primary', action: messagesActions.photoPermissionConfirmed() },
      ],
    }),
  );
}

function* grantPhotoPermission(): SagaGen {
  const r = yield* apiCall(apiGrantImagePermission);
  if (r.kind === 'ok') yield put(messagesActions.photoPermissionGranted());
}

/** MSG-40, MSG-44 */
function* openChatMenu(action: ReturnType<typeof messagesActions.chatMenuOpened>): SagaGen {
  const { userId } = action.payload;
  const c = yield* select(selectConversation, userId);
  // The header's flag when the answer has one, else a report of this session (the report page too).
  const reported = yield* select(selectIsReported, userId, c?.header?.reported);
  const options = reported
    ? [{ label: { key: 'messages:report.block' }, action: messagesActions.blockRequested({ userId }) }]
    : [
        { label: { key: 'messages:report.offensive' }, action: messagesActions.quickReportRequested({ userId, reportId: 11 }) },
        { label: { key: 'messages:report.photo' }, action: messagesActions.quickReportRequested({ userId, reportId: 12 }) },
        { label: { key: 'messages:report.fake' }, action: messagesActions.quickReportRequested({ userId, reportId: 13 }) },
        { label: { key: 'messages:report.other' }, action: messagesActions.reportPageRequested({ userId }) },
      ];
  yield put(optionListShown({ title: { key: 'messages:report.menuTitle' }, options }));
}

/** MSG-42: the report page, once the option list has closed (an open dialog stops navigation). */
function* openReportPage(action: ReturnType<typeof messagesActions.reportPageRequested>): SagaGen {
  yield delay(DIALOG_CLOSE_MS);
  yield put(navigationRequested({ to: reportUserPath(action.payload.userId) }));
}

/** MSG-41, MSG-43 */
function* quickReport(action: ReturnType<typeof messagesActions.quickReportRequested>): SagaGen {
  const { userId, reportId } = action.payload;
  const r = yield* apiCall(apiReportUser, userId, reportId, '');
  if (r.kind !== 'ok') return;
  yield put(messagesActions.reportSent({ userId }));
  yield* call(memberWasReported, userId);
  yield put(
    alertShown({
      title: { key: 'messages:report.doneTitle' },
      text: { key: 'messages:report.doneText' },
      buttons: [{ label: { key: 'actions.close' } }],
    }),
  );
}

/** OPEN-27: 'Bloquear usuario' is the dislike, and the conversation closes. */
function* block(action: ReturnType<typeof messagesActions.blockRequested>): SagaGen {
  yield put(dislikeRequested({ id: action.payload.userId }));
  yield put(modalCloseRequested());
}

/** Issue 21: the camera button asks first; only 'Invitar' sends the invitation (MSG-45). */
function* askVideoCall(action: ReturnType<typeof messagesActions.videoCallAsked>): SagaGen {
  yield put(
    alertShown({
      title: { key: 'messages:videoCall.confirmTitle' },
      text: { key: 'messages:videoCall.confirmText', values: { nickname: action.payload.nickname } },
      buttons: [
        { label: { key: 'actions.cancel' }, variant: 'secondary' },
        {
          label: { key: 'messages:videoCall.confirm' },
          variant: 'primary',
          action: messagesActions.videoCallRequested({ userId: action.payload.userId }),
        },
      ],
    }),
  );
}

/** MSG-45 to MSG-47 */
function* videoCall(action: ReturnType<typeof messagesActions.videoCallRequested>): SagaGen {
  const r = yield* apiCall(apiVideoCallInvite, action.payload.userId);
  if (r.kind !== 'ok' || !isRecord(r.data)) return;
  if (bool(r.data.can_send)) {
    // The server allows the call: its https URL is its decision, whatever the host. A URL that is not
    // https (javascript:, plain http ...) is refused with a message of its own, never 'not allowed'.
    const url = safeServerUrl(r.data.videocall_url);
    if (url) {
      const browser = yield* getContext('browser');
      browser.openWindow(url, 'videocall', VIDEO_POPUP_FEATURES);
    } else yield put(alertShown({ text: { key: 'messages:videoCall.badUrl' }, buttons: [{ label: { key: 'actions.close' } }] }));
    return;
  }
  const key = bool(r.data.banned) ? 'messages:videoCall.banned' : 'messages:videoCall.needConversation';
  yield put(alertShown({ text: { key }, buttons: [{ label: { key: 'actions.close' } }] }));
}

/** OPEN-28: 'Aceptar' opens the invitation's URL in the same popup. */
function* acceptInvite(action: ReturnType<typeof messagesActions.videoInviteAccepted>): SagaGen {
  // The invitation's URL is a message's text: only an allowed video-call host opens.
  const url = safeUrl(action.payload.url, 'videoCall');
  if (!url) return;
  const browser = yield* getContext('browser');
  browser.openWindow(url, 'videocall', VIDEO_POPUP_FEATURES);
}

export function* watchChatMenu(): SagaGen {
  yield watchActions(takeEvery, messagesActions, {
    photoPermissionAsked: askPhotoPermission,
    photoPermissionConfirmed: grantPhotoPermission,
    chatMenuOpened: openChatMenu,
    quickReportRequested: quickReport,
    blockRequested: block,
    reportPageRequested: openReportPage,
    videoCallAsked: askVideoCall,
    videoCallRequested: videoCall,
    videoInviteAccepted: acceptInvite,
  });
}
