/** My photos (ME-26..28) and the upload of edited ones (ME-32). */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { OwnImage } from './types';
import type { MyProfileState, UploadError } from './state';

type S = MyProfileState;

export const photoReducers = {
  imagesRequested(s: S) {
    if (s.images.status !== 'ok') s.images.status = 'loading';
  },
  imagesLoaded(s: S, a: PayloadAction<OwnImage[]>) {
    s.images.status = 'ok';
    s.images.list = a.payload;
    if (s.data) {
      const first = a.payload[0];
      s.data.picture = { name: first?.src ?? null, hasPicture: a.payload.some((p) => p.approved) };
    }
    if (s.wizard.data) s.wizard.data.picture = { name: a.payload[0]?.src ?? null, hasPicture: a.payload.length > 0 };
  },
  imagesFailed(s: S) {
    if (s.images.status !== 'ok') s.images.status = 'error';
  },
  imageDefaultRequested(s: S, a: PayloadAction<{ id: number }>) {
    s.images.busyId = a.payload.id;
  },
  imageDeleteRequested(s: S, a: PayloadAction<{ id: number; at: number }>) {
    s.images.busyId = a.payload.id;
    s.images.lastDeleteAt = a.payload.at;
  },
  imageActionFinished(s: S) {
    s.images.busyId = null;
  },

  uploadStarted(s: S, a: PayloadAction<{ token: number }>) {
    s.upload = { status: 'uploading', progress: 0, error: null, token: a.payload.token };
  },
  uploadProgressed(s: S, a: PayloadAction<{ token: number; progress: number }>) {
    if (s.upload.token === a.payload.token && s.upload.status === 'uploading') s.upload.progress = a.payload.progress;
  },
  uploadFailed(s: S, a: PayloadAction<{ token: number; error: UploadError }>) {
    if (s.upload.token === a.payload.token) s.upload = { ...s.upload, status: 'failed', error: a.payload.error };
  },
  uploadSucceeded(s: S, a: PayloadAction<{ token: number }>) {
    if (s.upload.token === a.payload.token) s.upload = { ...s.upload, status: 'done', progress: 1, error: null };
    // The member has a photo now, whatever the answer holds and before the list is read again (WIZ-03).
    if (s.wizard.data) s.wizard.data.picture.hasPicture = true;
  },
  uploadReset(s: S) {
    s.upload = { status: 'idle', progress: 0, error: null, token: s.upload.token };
  },
};
