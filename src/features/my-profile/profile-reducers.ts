/** My profile's data: its load, the edits applied at once (ME-08..16), their saves and the tag suggestions. */
import type { PayloadAction } from '@reduxjs/toolkit';
import { placeId, SELECT_PLACEHOLDER, withPlaceholder } from './mappers';
import type { AgeRange, MyProfile, Option, TagKind } from './types';
import type { MyProfileState, SaveKey, SaveState } from './state';

type S = MyProfileState;

export const profileReducers = {
  myProfileRequested(s: S) {
    if (!s.data) s.status = 'loading';
  },
  myProfileLoaded(s: S, a: PayloadAction<MyProfile>) {
    s.status = 'ok';
    s.data = a.payload;
  },
  myProfileFailed(s: S) {
    if (!s.data) s.status = 'error';
  },
  /** ME-08/09: a valid changed nickname (the component validated it). */
  nicknameSaveRequested(s: S, a: PayloadAction<{ nickname: string }>) {
    if (!s.data) return;
    s.data.nickname = a.payload.nickname;
    s.data.nicknameModeration = 0;
  },
  descriptionSaveRequested(s: S, a: PayloadAction<{ description: string }>) {
    if (!s.data) return;
    s.data.description = a.payload.description;
    s.data.descriptionModeration = 0;
  },
  /** ME-12: the city goes back to the placeholder and takes the province's cities. */
  provinceSaveRequested(s: S, a: PayloadAction<{ province: Option; cities: Option[] }>) {
    if (!s.data) return;
    s.data.location.province.select = a.payload.province;
    s.data.location.city.select = SELECT_PLACEHOLDER;
    s.data.location.city.options = a.payload.cities;
  },
  citySaveRequested(s: S, a: PayloadAction<{ city: Option }>) {
    if (!s.data) return;
    s.data.location.city.select = a.payload.city;
    s.data.place = { province: placeId(s.data.location.province), city: placeId(s.data.location.city) };
  },
  /** ME-13: an attribute edit (personal data, couple data or activities). */
  fieldSaveRequested(s: S, a: PayloadAction<{ id: number; select: Option[] }>) {
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
  tagsSaveRequested(s: S, a: PayloadAction<{ kind: TagKind; list: string[] }>) {
    if (s.data) s.data.tags[a.payload.kind].list = a.payload.list;
  },
  ageRangeSaveRequested(s: S, a: PayloadAction<AgeRange>) {
    if (s.data) s.data.ageRange = a.payload;
    if (s.wizard.data) s.wizard.data.ageRange = a.payload;
  },
  saveStarted(s: S, a: PayloadAction<{ key: SaveKey; retry: SaveState['retry'] }>) {
    s.saves[a.payload.key] = { status: 'saving', retry: a.payload.retry };
  },
  saveSucceeded(s: S, a: PayloadAction<{ key: SaveKey; complitud?: number }>) {
    delete s.saves[a.payload.key];
    if (s.data && typeof a.payload.complitud === 'number') s.data.complitud = a.payload.complitud;
  },
  saveFailed(s: S, a: PayloadAction<{ key: SaveKey }>) {
    const cur = s.saves[a.payload.key];
    if (cur) cur.status = 'failed';
  },
  tagSuggestRequested(s: S, a: PayloadAction<{ kind: TagKind; text: string }>) {
    s.suggestions[a.payload.kind].text = a.payload.text;
    if (!a.payload.text.trim()) s.suggestions[a.payload.kind].items = [];
  },
  tagSuggestionsLoaded(s: S, a: PayloadAction<{ kind: TagKind; text: string; items: string[] }>) {
    const cur = s.suggestions[a.payload.kind];
    if (cur.text === a.payload.text) cur.items = a.payload.items;
  },
};
