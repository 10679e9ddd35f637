/** The demo compares MD5 digests with the same implementation the app hashes passwords with (OPEN-22). */
export { md5 } from '../../shared/lib/md5';
