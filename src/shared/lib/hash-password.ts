/**
 * OPEN-22: the one helper that hashes passwords before they are sent (the old and the new password of
 * a password change): an MD5 hex digest, to be confirmed against the API — change it here only.
 */
import { md5 } from './md5';

export const hashPassword = (password: string): string => md5(password);
