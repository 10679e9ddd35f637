/**
 * My profile, its photos, the photo upload and the post-registration wizard (ME-*, WIZ-*). Edits are
 * applied at once (what the member typed is never lost) and saved by the saga; a failed save keeps
 * the value and remembers the action so 'Reintentar' repeats it.
 */
import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { combinedReducer } from '@/app/public-slices';
import type { AgeRange, MyProfile, Option, OwnImage, PostRegisterData, TagKind } from './types';
import type { FbAlbum, FbPhoto } from './facebook/types';
import { SELECT_PLACEHOLDER, withPlaceholder } from './mappers';

export type LoadStatus = 'idle' | 'loading' | 'ok' | 'error';
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
 * ids and URLs live here: the fetched photo's bytes wait in the saga (takeFacebookPhoto).
 */
export interface FacebookState {
  status: 'idle' | 'connecting' | 'denied' | 'error' | 'ok';
  albums: FbAlbum[];
  albumId: string | null;
  photos: FbPhoto[];
  photosStatus: 'idle' | 'loading' | 'ok' | 'error';
  next: string | null;
  moreStatus: 'idle' | 'loading' | 'error';
  pick: { id: string; status: 'loading' | 'error' | 'ready'; token: number } | null;
}
const facebookInitial: FacebookState = {
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

const initialState: MyProfileState = {
  status: 'idle',
  data: null,
  saves: {},
  suggestions: { films: { text: '', items: [] }, music: { text: '', items: [] }, books: { text: '', items: [] } },
  images: { status: 'idle', list: [], lastDeleteAt: 0, busyId: null },
  upload: { status: 'idle', progress: 0, error: null, token: 0 },
  wizard: { status: 'idle', data: null, step: 0 },
  facebook: facebookInitial,
};

export const myProfileSlice = createSlice({
  name: 'myProfile',
  initialState,
  reducers: {
    myProfileRequested(s) {
      if (!s.data) s.status = 'loading';
    },
    myProfileLoaded(s, a: PayloadAction<MyProfile>) {
      s.status = 'ok';
      s.data = a.payload;
    },
    myProfileFailed(s) {
      if (!s.data) s.status = 'error';
    },
    /** ME-08/09: a valid changed nickname (the component validated it). */
    nicknameSaveRequested(s, a: PayloadAction<{ nickname: string }>) {
      if (!s.data) return;
      s.data.nickname = a.payload.nickname;
      s.data.nicknameModeration = 0;
    },
    descriptionSaveRequested(s, a: PayloadAction<{ description: string }>) {
      if (!s.data) return;
      s.data.description = a.payload.description;
      s.data.descriptionModeration = 0;
    },
    /** ME-12: the city goes back to the placeholder and takes the province's cities. */
    provinceSaveRequested(s, a: PayloadAction<{ province: Option; cities: Option[] }>) {
      if (!s.data) return;
      s.data.location.province.select = a.payload.province;
      s.data.location.city.select = SELECT_PLACEHOLDER;
      s.data.location.city.options = a.payload.cities;
    },
    citySaveRequested(s, a: PayloadAction<{ city: Option }>) {
      if (s.data) s.data.location.city.select = a.payload.city;
    },
    /** ME-13: an attribute edit (personal data, couple data or activities). */
    fieldSaveRequested(s, a: PayloadAction<{ id: number; select: Option[] }>) {
      if (!s.data) return;
      for (const g of [...s.data.personalData, s.data.coupleData, s.data.activities]) {
        const f = g.list.find((x) => x.id === a.payload.id);
        if (f) f.select = withPlaceholder(a.payload.select);
      }
      if (s.wizard.data) {
        for (const g of s.wizard.data.personalData) {
          const f = g.list.find((x) => x.id === a.payload.id);
          if (f) f.select = withPlaceholder(a.payload.select);
        }
      }
    },
    /** ME-16: tags change at once. */
    tagsSaveRequested(s, a: PayloadAction<{ kind: TagKind; list: string[] }>) {
      if (s.data) s.data.tags[a.payload.kind].list = a.payload.list;
    },
    ageRangeSaveRequested(s, a: PayloadAction<AgeRange>) {
      if (s.data) s.data.ageRange = a.payload;
      if (s.wizard.data) s.wizard.data.ageRange = a.payload;
    },
    saveStarted(s, a: PayloadAction<{ key: SaveKey; retry: SaveState['retry'] }>) {
      s.saves[a.payload.key] = { status: 'saving', retry: a.payload.retry };
    },
    saveSucceeded(s, a: PayloadAction<{ key: SaveKey; complitud?: number }>) {
      delete s.saves[a.payload.key];
      if (s.data && typeof a.payload.complitud === 'number') s.data.complitud = a.payload.complitud;
    },
    saveFailed(s, a: PayloadAction<{ key: SaveKey }>) {
      const cur = s.saves[a.payload.key];
      if (cur) cur.status = 'failed';
    },
    tagSuggestRequested(s, a: PayloadAction<{ kind: TagKind; text: string }>) {
      s.suggestions[a.payload.kind].text = a.payload.text;
      if (!a.payload.text.trim()) s.suggestions[a.payload.kind].items = [];
    },
    tagSuggestionsLoaded(s, a: PayloadAction<{ kind: TagKind; text: string; items: string[] }>) {
      const cur = s.suggestions[a.payload.kind];
      if (cur.text === a.payload.text) cur.items = a.payload.items;
    },

    // ---- photos ----
    imagesRequested(s) {
      if (s.images.status !== 'ok') s.images.status = 'loading';
    },
    imagesLoaded(s, a: PayloadAction<OwnImage[]>) {
      s.images.status = 'ok';
      s.images.list = a.payload;
      if (s.data) {
        const first = a.payload[0];
        s.data.picture = { name: first?.src ?? null, hasPicture: a.payload.some((p) => p.approved) };
      }
      if (s.wizard.data) s.wizard.data.picture = { name: a.payload[0]?.src ?? null, hasPicture: a.payload.length > 0 };
    },
    imagesFailed(s) {
      if (s.images.status !== 'ok') s.images.status = 'error';
    },
    imageDefaultRequested(s, a: PayloadAction<{ id: number }>) {
      s.images.busyId = a.payload.id;
    },
    imageDeleteRequested(s, a: PayloadAction<{ id: number; at: number }>) {
      s.images.busyId = a.payload.id;
      s.images.lastDeleteAt = a.payload.at;
    },
    imageActionFinished(s) {
      s.images.busyId = null;
    },

    // ---- upload ----
    uploadStarted(s, a: PayloadAction<{ token: number }>) {
      s.upload = { status: 'uploading', progress: 0, error: null, token: a.payload.token };
    },
    uploadProgressed(s, a: PayloadAction<{ token: number; progress: number }>) {
      if (s.upload.token === a.payload.token && s.upload.status === 'uploading') s.upload.progress = a.payload.progress;
    },
    uploadFailed(s, a: PayloadAction<{ token: number; error: UploadError }>) {
      if (s.upload.token === a.payload.token) s.upload = { ...s.upload, status: 'failed', error: a.payload.error };
    },
    uploadSucceeded(s, a: PayloadAction<{ token: number }>) {
      if (s.upload.token === a.payload.token) s.upload = { ...s.upload, status: 'done', progress: 1, error: null };
    },
    uploadReset(s) {
      s.upload = { status: 'idle', progress: 0, error: null, token: s.upload.token };
    },

    // ---- Facebook photos ----
    fbConnectRequested(s) {
      s.facebook = { ...facebookInitial, status: 'connecting' };
    },
    fbConnected(s, a: PayloadAction<{ albums: FbAlbum[] }>) {
      s.facebook.status = 'ok';
      s.facebook.albums = a.payload.albums;
    },
    fbConnectFailed(s, a: PayloadAction<{ denied: boolean }>) {
      s.facebook.status = a.payload.denied ? 'denied' : 'error';
    },
    fbAlbumRequested(s, a: PayloadAction<{ albumId: string }>) {
      s.facebook.albumId = a.payload.albumId;
      s.facebook.photos = [];
      s.facebook.next = null;
      s.facebook.photosStatus = 'loading';
      s.facebook.moreStatus = 'idle';
    },
    fbMoreRequested(s) {
      if (s.facebook.next && s.facebook.photosStatus === 'ok') s.facebook.moreStatus = 'loading';
    },
    fbPhotosLoaded(s, a: PayloadAction<{ albumId: string; items: FbPhoto[]; next: string | null; more: boolean }>) {
      const f = s.facebook;
      if (f.albumId !== a.payload.albumId) return;
      const seen = new Set(f.photos.map((p) => p.id));
      f.photos = a.payload.more ? [...f.photos, ...a.payload.items.filter((p) => !seen.has(p.id))] : a.payload.items;
      f.next = a.payload.next;
      f.photosStatus = 'ok';
      f.moreStatus = 'idle';
    },
    fbPhotosFailed(s, a: PayloadAction<{ albumId: string; more: boolean }>) {
      const f = s.facebook;
      if (f.albumId !== a.payload.albumId) return;
      if (a.payload.more) f.moreStatus = 'error';
      else f.photosStatus = 'error';
    },
    fbPhotoRequested(s, a: PayloadAction<{ id: string }>) {
      s.facebook.pick = { id: a.payload.id, status: 'loading', token: 0 };
    },
    fbPhotoReady(s, a: PayloadAction<{ id: string; token: number }>) {
      if (s.facebook.pick?.id === a.payload.id) s.facebook.pick = { id: a.payload.id, status: 'ready', token: a.payload.token };
    },
    fbPhotoFailed(s, a: PayloadAction<{ id: string }>) {
      if (s.facebook.pick?.id === a.payload.id) s.facebook.pick.status = 'error';
    },
    fbPickConsumed(s) {
      s.facebook.pick = null;
    },
    /** The upload dialog closed: forget the picker (its saga tasks are cancelled). */
    fbClosed(s) {
      s.facebook = facebookInitial;
    },

    // ---- wizard ----
    wizardRequested(s) {
      if (!s.wizard.data) s.wizard.status = 'loading';
    },
    wizardLoaded(s, a: PayloadAction<PostRegisterData>) {
      s.wizard.status = 'ok';
      s.wizard.data = a.payload;
    },
    wizardFailed(s) {
      if (!s.wizard.data) s.wizard.status = 'error';
    },
    wizardStepChanged(s, a: PayloadAction<0 | 1 | 2 | 3>) {
      s.wizard.step = a.payload;
    },
    wizardTextSaved(s, a: PayloadAction<{ nickname?: string; description?: string }>) {
      const w = s.wizard.data;
      if (!w) return;
      if (a.payload.nickname !== undefined) {
        w.nickname = a.payload.nickname;
        w.nicknameModeration = 0;
      }
      if (a.payload.description !== undefined) {
        w.description = a.payload.description;
        w.descriptionModeration = 0;
      }
    },
  },
  selectors: {
    selectMyProfile: (s) => s,
    selectMyImages: (s) => s.images,
    selectUpload: (s) => s.upload,
    selectWizard: (s) => s.wizard,
    selectSaves: (s) => s.saves,
    selectSuggestions: (s) => s.suggestions,
    selectFacebook: (s) => s.facebook,
  },
});

declare module '@/app/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof myProfileSlice> {}
}

export const injectedMyProfile = myProfileSlice.injectInto(combinedReducer);
export const { selectMyProfile, selectMyImages, selectUpload, selectWizard, selectSaves, selectSuggestions, selectFacebook } =
  injectedMyProfile.selectors;
export const {
  myProfileRequested,
  myProfileLoaded,
  myProfileFailed,
  nicknameSaveRequested,
  descriptionSaveRequested,
  provinceSaveRequested,
  citySaveRequested,
  fieldSaveRequested,
  tagsSaveRequested,
  ageRangeSaveRequested,
  saveStarted,
  saveSucceeded,
  saveFailed,
  tagSuggestRequested,
  tagSuggestionsLoaded,
  imagesRequested,
  imagesLoaded,
  imagesFailed,
  imageDefaultRequested,
  imageDeleteRequested,
  imageActionFinished,
  uploadStarted,
  uploadProgressed,
  uploadFailed,
  uploadSucceeded,
  uploadReset,
  wizardRequested,
  wizardLoaded,
  wizardFailed,
  wizardStepChanged,
  wizardTextSaved,
  fbConnectRequested,
  fbConnected,
  fbConnectFailed,
  fbAlbumRequested,
  fbMoreRequested,
  fbPhotosLoaded,
  fbPhotosFailed,
  fbPhotoRequested,
  fbPhotoReady,
  fbPhotoFailed,
  fbPickConsumed,
  fbClosed,
} = myProfileSlice.actions;

/** The Facebook picker opened (starts its saga tasks, then connects). */
export const fbOpened = createAction('myProfile/fbOpened');

/** Upload of edited photos; the blobs wait in the saga's registry under `token` (not in the store). */
export const uploadRequested = createAction<{ token: number; insideWizard: boolean }>('myProfile/uploadRequested');
export const uploadCancelled = createAction('myProfile/uploadCancelled');
/** Any save to retry (the remembered action). */
export const saveRetried = createAction<{ key: SaveKey }>('myProfile/saveRetried');
/** The wizard was shown (WIZ-04 impression on step 3) and closed (WIZ-05 finish). */
export const wizardPromoShown = createAction('myProfile/wizardPromoShown');
export const wizardClosed = createAction<{ step: number }>('myProfile/wizardClosed');
