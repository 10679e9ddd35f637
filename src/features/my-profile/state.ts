/** The state of my profile (its data and saves, photos, upload, Facebook picker, wizard) and where it starts. */
import type { MyProfile, OwnImage, PostRegisterData, TagKind } from './types';
import type { FbAlbum, FbPhoto } from './facebook/types';

type LoadStatus = 'idle' | 'loading' | 'ok' | 'error';
export type SaveKey = string;
export interface SaveState {
  status: 'saving' | 'failed';
  /** The action that repeats the save. */
  retry: { type: string; payload: unknown };
}
export type UploadError = 'server' | 'tooLarge' | 'limit' | 'network' | 'rejected';

/**
 * The Facebook photo picker (ME-30 'photos'): connecting, the permission refused, Facebook unreachable
 * or its albums failing, then an album's photos page by page and the chosen photo being fetched. Only
 * ids and URLs live here: the fetched photo's bytes wait in photo-handover.ts (takeFacebookPhoto).
 */
interface FacebookState {
  status: 'idle' | 'connecting' | 'denied' | 'error' | 'ok';
  albums: FbAlbum[];
  albumId: string | null;
  photos: FbPhoto[];
  photosStatus: 'idle' | 'loading' | 'ok' | 'error';
  next: string | null;
  moreStatus: 'idle' | 'loading' | 'error';
  pick: { id: string; status: 'loading' | 'error' | 'ready'; token: number } | null;
}
export const facebookInitial: FacebookState = {
  status: 'idle',
  albums: [],
  albumId: null,
  photos: [],
  photosStatus: 'idle',
  next: null,
  moreStatus: 'idle',
  pick: null,
};

export interface MyProfileState {
  status: LoadStatus;
  data: MyProfile | null;
  saves: Record<SaveKey, SaveState>;
  suggestions: Record<TagKind, { text: string; items: string[] }>;
  images: { status: LoadStatus; list: OwnImage[]; lastDeleteAt: number; busyId: number | null };
  upload: { status: 'idle' | 'uploading' | 'failed' | 'done'; progress: number; error: UploadError | null; token: number };
  wizard: { status: LoadStatus; data: PostRegisterData | null; step: 0 | 1 | 2 | 3 };
  facebook: FacebookState;
}

export const initialState: MyProfileState = {
  status: 'idle',
  data: null,
  saves: {},
  suggestions: { films: { text: '', items: [] }, music: { text: '', items: [] }, books: { text: '', items: [] } },
  images: { status: 'idle', list: [], lastDeleteAt: 0, busyId: null },
  upload: { status: 'idle', progress: 0, error: null, token: 0 },
  wizard: { status: 'idle', data: null, step: 0 },
  facebook: facebookInitial,
};
