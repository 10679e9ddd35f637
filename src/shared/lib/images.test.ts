/** The image host adapter (API-67) and the failed-load chain (SHELL-56). */
import { config } from '@/shared/config/env';
import { IMAGE_SIZES, defaultGenderImage, imageCandidates, thumbnailUrl } from './images';

const host = config.imageHost.replace(/\/$/, '');

describe('image host URLs', () => {
  it("[API-67] member thumbnails are 'WxH' (smart crop) under users/{name}", () => {
    expect(thumbnailUrl('12-m-1-abc.webp', { width: 400, height: 500 })).toBe(`${host}/users/400x500/12-m-1-abc.webp`);
    expect(thumbnailUrl('x.jpg', { width: 119.6, height: 120.4 })).toBe(`${host}/users/120x120/x.jpg`);
    expect(thumbnailUrl('a b/ñ.png', IMAGE_SIZES.thumb)).toBe(`${host}/users/120x120/a%20b%2F%C3%B1.png`);
  });

  it('[API-67] chat images come from users_chat/ as 180x180 thumbnails', () => {
    expect(IMAGE_SIZES.chat).toEqual({ width: 180, height: 180 });
    expect(thumbnailUrl('chat-9.jpg', IMAGE_SIZES.chat, 'users_chat')).toBe(`${host}/users_chat/180x180/chat-9.jpg`);
    expect(imageCandidates('c.jpg', IMAGE_SIZES.chat, 2, 'users_chat')[0]).toBe(`${host}/users_chat/180x180/c.webp`);
  });

  it('[SHELL-56] a photo is tried as webp, then jpg, then png, then the static default image of its gender', () => {
    expect(imageCandidates('7-h-1.jpg', IMAGE_SIZES.card, 1)).toEqual([
      `${host}/users/400x500/7-h-1.webp`,
      `${host}/users/400x500/7-h-1.jpg`,
      `${host}/users/400x500/7-h-1.png`,
      '/img/default-male.svg',
    ]);
    expect(imageCandidates('7-m-1.webp', IMAGE_SIZES.card, 2).at(-1)).toBe('/img/default-female.svg');
    // A name without an extension is tried as given first.
    expect(imageCandidates('raw', IMAGE_SIZES.thumb, 'male')).toEqual([
      `${host}/users/120x120/raw`,
      `${host}/users/120x120/raw.webp`,
      `${host}/users/120x120/raw.jpg`,
      `${host}/users/120x120/raw.png`,
      '/img/default-male.svg',
    ]);
  });

  it('[SHELL-56] no photo means the default gender image only (1 male, anything else female)', () => {
    expect(imageCandidates(null, IMAGE_SIZES.card, 1)).toEqual(['/img/default-male.svg']);
    expect(imageCandidates('', IMAGE_SIZES.card, 2)).toEqual(['/img/default-female.svg']);
    expect(defaultGenderImage('female')).toBe('/img/default-female.svg');
    expect(defaultGenderImage(undefined)).toBe('/img/default-female.svg');
  });
});
