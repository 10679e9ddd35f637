/**
 * The Facebook adapter of the photo picker (ME-29, ME-30 'photos'): one interface, two implementations —
 * the Facebook JS SDK when FACEBOOK_APP_ID is configured (sdk-adapter.ts, loaded with the SDK only when
 * the picker opens) and the demo Facebook served by the demo API (demo-adapter.ts) without one.
 */

export interface FbAlbum {
  id: string;
  name: string;
  /** Photos in the album (0 when Facebook does not say). */
  count: number;
}

export interface FbPhoto {
  id: string;
  /** A small image for the grid. */
  thumb: string;
  /** The largest image Facebook offers, for the editor. */
  full: string;
  width: number;
  height: number;
}

export interface FbPhotoPage {
  items: FbPhoto[];
  /** The cursor of the next page, null on the last one. */
  next: string | null;
}

export type FbPermission = 'granted' | 'denied';

export interface FacebookPhotosAdapter {
  /** Configured and usable: an app id for the SDK, always for the demo. */
  readonly available: boolean;
  /**
   * Logs in when needed and makes sure the member granted 'user_photos' (asking again when it was
   * refused); 'denied' when the member refuses or closes Facebook's dialog. Throws when Facebook cannot
   * be reached (the SDK did not load, the network failed).
   */
  connect(): Promise<FbPermission>;
  /** The member's albums (AUTH-19: fetched with the album limit 999999). Throws on failure. */
  albums(): Promise<FbAlbum[]>;
  /** One page of an album's photos, from `after` (null = the first page). Throws on failure. */
  photos(albumId: string, after: string | null): Promise<FbPhotoPage>;
  /** The chosen photo's bytes at its largest size, for the editor. Throws on failure. */
  fetchPhoto(photo: FbPhoto, signal: AbortSignal): Promise<Blob>;
}

/** Photos asked for per page. */
export const FB_PAGE_SIZE = 24;
