/**
 * Photos handed between the screens and the sagas by token (their bytes never enter the store: not
 * serialisable): the editor stages its exported photos for the upload saga, the Facebook saga hands the
 * picked photo to the editor. Like messages/attachments.ts, a page's hand-over, not a store's state:
 * tokens are unique in the page, and each is taken or dropped by the screen that asked for it.
 */
const pendingBlobs = new Map<number, Blob[]>();
let nextToken = 1;
let fbPicked: { token: number; blob: Blob } | null = null;

/** A new token for photos handed over outside the store (staged uploads, the Facebook photo picked). */
export const newPhotoToken = (): number => nextToken++;

/** Registers edited photos for an upload; dispatch uploadRequested({token}) to send them. */
export function stageUpload(blobs: Blob[]): number {
  const token = newPhotoToken();
  pendingBlobs.set(token, blobs);
  return token;
}
export function stagedUpload(token: number): Blob[] | undefined {
  return pendingBlobs.get(token);
}
/** Forgets edited photos that will not be sent (the editor closed without a successful upload, or sent). */
export function unstageUpload(token: number): void {
  pendingBlobs.delete(token);
}

/** The photo fetched for the editor, kept until the editor takes it (once) or the picker closes. */
export function pickFacebookPhoto(blob: Blob): number {
  const token = newPhotoToken();
  fbPicked = { token, blob };
  return token;
}
export function takeFacebookPhoto(token: number): Blob | undefined {
  if (fbPicked?.token !== token) return undefined;
  const { blob } = fbPicked;
  fbPicked = null;
  return blob;
}
export function dropFacebookPhoto(): void {
  fbPicked = null;
}
