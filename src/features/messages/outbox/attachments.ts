/**
 * Files picked for sending stay out of the store (not serialisable): the composer registers them
 * here and the send saga takes them by key. Also the image-attach rules (MSG-35).
 */
const files = new Map<string, File>();
let seq = 0;

export function registerAttachment(file: File): string {
  seq += 1;
  const key = `att-${Date.now()}-${seq}`;
  files.set(key, file);
  return key;
}

/** A queued image restored from storage (after a reload, or queued in another tab) under its entry's key. */
export function restoreAttachment(key: string, file: File): void {
  files.set(key, file);
}

export function takeAttachment(key: string | undefined): File | null {
  if (!key) return null;
  return files.get(key) ?? null;
}

export function releaseAttachment(key: string | undefined): void {
  if (key) files.delete(key);
}

/** MSG-35: images only; these formats, up to 10 MB. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export type AttachmentCheck = 'ok' | 'notImage' | 'tooBig';

export function checkAttachment(file: Pick<File, 'type' | 'size'>): AttachmentCheck {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooBig';
  return 'ok';
}
