/**
 * The member's own profile and photos (API-42..45). Methods follow OPEN-16 and the payload per path
 * OPEN-19, written in each call as everywhere in api/.
 */
import type { AxiosProgressEvent } from 'axios';
import { handlesStatuses } from './call-api';
import type { Requester } from './http';
import type {
  ApiDataFormBody,
  ApiDataSheetBody,
  ApiDescriptionBody,
  ApiMyProfileJson,
  ApiOwnImagesJson,
  ApiProfileUpdateJson,
} from './types/my-profile';

/** GET /v1/profile (API-42). */
export const apiGetMyProfile = (req: Requester) => req<ApiMyProfileJson>({ method: 'GET', url: '/v1/profile' });

/** PUT /v1/profile/data-sheet {data: {apodo, provincia, localidad}} (API-43). */
export const apiUpdateDataSheet = (req: Requester, data: ApiDataSheetBody['data']) =>
  req<ApiProfileUpdateJson>({ method: 'PUT', url: '/v1/profile/data-sheet', data: { data } satisfies ApiDataSheetBody });

/** PUT /v1/profile/data-form {input: {id, tipo, valor}} (API-43, ME-13). */
export const apiUpdateDataForm = (req: Requester, input: ApiDataFormBody['input']) =>
  req<ApiProfileUpdateJson>({ method: 'PUT', url: '/v1/profile/data-form', data: { input } satisfies ApiDataFormBody });

/** PUT /v1/profile/description {description: {descripcion}} (API-43). */
export const apiUpdateDescription = (req: Requester, descripcion: string) =>
  req<ApiProfileUpdateJson>({
    method: 'PUT',
    url: '/v1/profile/description',
    data: { description: { descripcion } } satisfies ApiDescriptionBody,
  });

/**
 * GET /v1/profile/image (listProfileImages, inferred): the own photos, index 0 the profile photo (ME-22),
 * bare or inside an object. A server without this call answers 404 or 405 (or 400), which here means "no
 * such list", never the catalogue's logout or its 'INVALID STATUS' alert: the caller shows the photos'
 * error with 'Reintentar'.
 */
export const apiGetMyImages = handlesStatuses(
  (req: Requester) => req<ApiOwnImagesJson>({ method: 'GET', url: '/v1/profile/image' }),
  [400, 404, 405],
);

/**
 * POST /v1/profile/image as a form with `img` (one file) or `img[]` (several, social photos) (ME-32,
 * API-44). `onProgress` gets the fraction sent (XHR upload progress).
 */
export const apiUploadImages = handlesStatuses(
  (req: Requester, files: Blob[], onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    if (files.length === 1) form.append('img', files[0] as Blob, 'photo.jpg');
    else files.forEach((f, i) => form.append('img[]', f, `photo-${i}.jpg`));
    return req<ApiOwnImagesJson>({
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

/** PUT /v1/profile/image/{id}: makes the photo the profile photo (API-44, ME-24). */
export const apiMakeDefaultImage = (req: Requester, id: number) => req<ApiOwnImagesJson>({ method: 'PUT', url: `/v1/profile/image/${id}` });

/** DELETE /v1/profile/image/{id} (API-44, ME-26). */
export const apiDeleteImage = (req: Requester, id: number) => req<ApiOwnImagesJson>({ method: 'DELETE', url: `/v1/profile/image/${id}` });
