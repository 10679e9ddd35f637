/** The Facebook photo picker (ME-30 'photos'): connecting, its albums, an album's photos page by page, the chosen photo. */
import type { PayloadAction } from '@reduxjs/toolkit';
import { facebookInitial, type MyProfileState } from '../state';
import type { FbAlbum, FbPhoto } from './types';

type S = MyProfileState;

export const facebookReducers = {
  fbConnectRequested(s: S) {
    s.facebook = { ...facebookInitial, status: 'connecting' };
  },
  fbConnected(s: S, a: PayloadAction<{ albums: FbAlbum[] }>) {
    s.facebook.status = 'ok';
    s.facebook.albums = a.payload.albums;
  },
  fbConnectFailed(s: S, a: PayloadAction<{ denied: boolean }>) {
    s.facebook.status = a.payload.denied ? 'denied' : 'error';
  },
  fbAlbumRequested(s: S, a: PayloadAction<{ albumId: string }>) {
    s.facebook.albumId = a.payload.albumId;
    s.facebook.photos = [];
    s.facebook.next = null;
    s.facebook.photosStatus = 'loading';
    s.facebook.moreStatus = 'idle';
  },
  fbMoreRequested(s: S) {
    if (s.facebook.next && s.facebook.photosStatus === 'ok') s.facebook.moreStatus = 'loading';
  },
  fbPhotosLoaded(s: S, a: PayloadAction<{ albumId: string; items: FbPhoto[]; next: string | null; more: boolean }>) {
    const f = s.facebook;
    if (f.albumId !== a.payload.albumId) return;
    const seen = new Set(f.photos.map((p) => p.id));
    f.photos = a.payload.more ? [...f.photos, ...a.payload.items.filter((p) => !seen.has(p.id))] : a.payload.items;
    f.next = a.payload.next;
    f.photosStatus = 'ok';
    f.moreStatus = 'idle';
  },
  fbPhotosFailed(s: S, a: PayloadAction<{ albumId: string; more: boolean }>) {
    const f = s.facebook;
    if (f.albumId !== a.payload.albumId) return;
    if (a.payload.more) f.moreStatus = 'error';
    else f.photosStatus = 'error';
  },
  fbPhotoRequested(s: S, a: PayloadAction<{ id: string }>) {
    s.facebook.pick = { id: a.payload.id, status: 'loading', token: 0 };
  },
  fbPhotoReady(s: S, a: PayloadAction<{ id: string; token: number }>) {
    if (s.facebook.pick?.id === a.payload.id) s.facebook.pick = { id: a.payload.id, status: 'ready', token: a.payload.token };
  },
  fbPhotoFailed(s: S, a: PayloadAction<{ id: string }>) {
    if (s.facebook.pick?.id === a.payload.id) s.facebook.pick.status = 'error';
  },
  fbPickConsumed(s: S) {
    s.facebook.pick = null;
  },
  /** The upload dialog closed: forget the picker (its saga tasks are cancelled). */
  fbClosed(s: S) {
    s.facebook = facebookInitial;
  },
};
