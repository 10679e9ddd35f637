/**
 * The member's own profile and photos (API-42..45). Methods follow OPEN-16 and the payload per path
 * OPEN-19, written in each call as everywhere in api/.
 */
import type { AxiosProgressEvent } from 'axios';
import { handlesStatuses } from './call-api';
import type { Answer, Body, Schema } from './contract';
import type { Requester } from './http';
import { idInUrl } from '@/shared/lib/wire';

/** GET /v1/profile (getMyProfile; API-42). */
export const apiGetMyProfile = (req: Requester) => req<Answer<'getMyProfile'>>({ method: 'GET', url: '/v1/profile' });

type SheetFields = Schema<'ProfileDataSheetFields'>;

/**
 * The data sheet: the contract requires all three fields (OPEN-19), so does the type; when the app knows
 * no place it sends nothing (save-sagas' dataSheet).
 */
export type DataSheetFields = Pick<SheetFields, 'apodo' | 'provincia' | 'localidad'>;

/** PUT /v1/profile/data-sheet {data: {apodo, provincia, localidad}} (updateProfileDataSheet; API-43). */
export const apiUpdateDataSheet = (req: Requester, data: DataSheetFields) =>
  req<Answer<'updateProfileDataSheet'>>({ method: 'PUT', url: '/v1/profile/data-sheet', data: { data } });

/** PUT /v1/profile/data-form {input: {id, tipo, valor}} (updateProfileDataForm; API-43, ME-13). */
export const apiUpdateDataForm = (req: Requester, input: Schema<'ProfileAttributeInput'>) =>
  req<Answer<'updateProfileDataForm'>>({
    method: 'PUT',
    url: '/v1/profile/data-form',
    data: { input } satisfies Body<'updateProfileDataForm'>,
  });

/** PUT /v1/profile/description {description: {descripcion}} (updateProfileDescription; API-43). */
export const apiUpdateDescription = (req: Requester, descripcion: string) =>
  req<Answer<'updateProfileDescription'>>({
    method: 'PUT',
    url: '/v1/profile/description',
    data: { description: { descripcion } } satisfies Body<'updateProfileDescription'>,
  });

/**
 * GET /v1/profile/image (listProfileImages, inferred): the own photos, index 0 the profile photo (ME-22),
 * bare or inside an object. A server without this call answers 404 or 405 (or 400), which here means "no
 * such list", never the catalogue's logout or its 'INVALID STATUS' alert: the caller shows the photos'
 * error with 'Reintentar'.
 */
export const apiGetMyImages = handlesStatuses(
  (req: Requester) => req<Answer<'listProfileImages'>>({ method: 'GET', url: '/v1/profile/image' }),
  [400, 404, 405],
);

/**
 * POST /v1/profile/image (uploadProfileImage) as a form with `img` (one file) or `img[]` (several, social photos) (ME-32,
 * API-44). `onProgress` gets the fraction sent (XHR upload progress).
 */
export const apiUploadImages = handlesStatuses(
  (req: Requester, files: Blob[], onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    if (files.length === 1) form.append('img', files[0] as Blob, 'photo.jpg');
    else files.forEach((f, i) => form.append('img[]', f, `photo-${i}.jpg`));
    return req<Answer<'uploadProfileImage'>>({
      method: 'POST',
      url: '/v1/profile/image',
      data: form,
      onUploadProgress: (e: AxiosProgressEvent) => {
        if (onProgress && e.total) onProgress(Math.min(1, e.loaded / e.total));
      },
    });
  },
  // A 413 or 500 must not leave the editor for the server-error screen: the edited photo is kept for a
  // retry (issue 18). The saga gets them as { kind: 'refused' }.
  [413, 500],
);

/** PUT /v1/profile/image/{id}: makes the photo the profile photo (setDefaultProfileImage; API-44, ME-24). */
export const apiMakeDefaultImage = (req: Requester, id: number) =>
  req<Answer<'setDefaultProfileImage'>>({ method: 'PUT', url: `/v1/profile/image/${idInUrl(id)}` });

/** DELETE /v1/profile/image/{id} (deleteProfileImage; API-44, ME-26). */
export const apiDeleteImage = (req: Requester, id: number) =>
  req<Answer<'deleteProfileImage'>>({ method: 'DELETE', url: `/v1/profile/image/${idInUrl(id)}` });
