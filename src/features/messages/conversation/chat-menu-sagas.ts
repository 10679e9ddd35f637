/** Messaging side effects, a conversation's actions: photo permission, report menu, block and video call. */
import { delay, put, takeEvery } from 'redux-saga/effects';
import { apiCall, type ApiResult, call, getContext, type SagaGen, select } from '@/store/effects';
import { apiGrantImagePermission, apiReportUser, apiVideoCallInvite } from '@/api/messages';
import { reportUserPath } from '@/store';
import { dislikeRequested, memberWasReported, selectIsReported } from '@/features/lists';
import { alertShown, modalCloseRequested, navigationRequested, optionListShown } from '@/features/shell';
import { bool, isRecord, str } from '@/shared/lib/wire';
import { safeServerUrl } from '@/shared/lib/safe-url';
import { messagesActions, selectConversation } from '../state';

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

/** The server's own text of a 400, when it sent one (as the report page shows it). */
function serverMessage(r: ApiResult<unknown>): string | null {
  const data: unknown = r.kind === 'badRequest' ? r.data : null;
  const m = isRecord(data) ? str(data.message) : '';
  return m.trim() ? m : null;
}

/**
 * MSG-41, MSG-43. A report that fails (A §4: a null result sets the report's hasError; a 400, a network
 * failure) shows the report page's error in the chat, with 'Reintentar'; what the catalogue already
 * handled (logout, paywall, the server-error screen) shows nothing more.
 */
function* quickReport(action: ReturnType<typeof messagesActions.quickReportRequested>): SagaGen {
  const { userId, reportId } = action.payload;
  const r = yield* apiCall(apiReportUser, userId, reportId, '');
  if (r.kind === 'handled') return;
  if (r.kind !== 'ok') {
    const message = serverMessage(r);
    yield put(
      alertShown({
        title: { key: 'messages:report.doneTitle' },
        text: message ? { key: 'messages:report.failed', raw: message } : { key: 'messages:report.failed' },
        buttons: [
          { label: { key: 'actions.close' }, variant: 'secondary' },
          { label: { key: 'actions.retry' }, variant: 'primary', action: messagesActions.quickReportRequested({ userId, reportId }) },
        ],
      }),
    );
    return;
  }
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

/**
 * OPEN-28: 'Aceptar' opens the invitation's URL in the same popup. The invitation is the server's (a
 * video-call message): its https URL is the server's decision, whatever the host, as for `can_send`'s
 * videocall_url; anything else (javascript:, plain http ...) opens nothing and says so.
 */
function* acceptInvite(action: ReturnType<typeof messagesActions.videoInviteAccepted>): SagaGen {
  const url = safeServerUrl(action.payload.url);
  if (!url) {
    yield put(alertShown({ text: { key: 'messages:videoCall.badUrl' }, buttons: [{ label: { key: 'actions.close' } }] }));
    return;
  }
  const browser = yield* getContext('browser');
  browser.openWindow(url, 'videocall', VIDEO_POPUP_FEATURES);
}

export function* watchChatMenu(): SagaGen {
  yield takeEvery(messagesActions.photoPermissionAsked.type, askPhotoPermission);
  yield takeEvery(messagesActions.photoPermissionConfirmed.type, grantPhotoPermission);
  yield takeEvery(messagesActions.chatMenuOpened.type, openChatMenu);
  yield takeEvery(messagesActions.quickReportRequested.type, quickReport);
  yield takeEvery(messagesActions.blockRequested.type, block);
  yield takeEvery(messagesActions.reportPageRequested.type, openReportPage);
  yield takeEvery(messagesActions.videoCallAsked.type, askVideoCall);
  yield takeEvery(messagesActions.videoCallRequested.type, videoCall);
  yield takeEvery(messagesActions.videoInviteAccepted.type, acceptInvite);
}
