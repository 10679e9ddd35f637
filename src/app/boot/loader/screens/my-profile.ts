/**
 * My profile ('/my-profile'): the prerendered header (../../static-my-profile.ts) filled from the early
 * getMyProfile answer, read by the app's own reader (toMyProfileHead): the photo (the image host's
 * first candidate the app asks for, at the data saver's size, or the default image of the member's
 * gender), the nickname with the age when the answer has one a member can have, 'what I look for' when
 * it is not empty, and the completeness (100 above 90). Below it stay the skeletons the app's form
 * renders in after its header (MyProfileBody), the app's own first frame: no field of the form is in
 * the static copy, so nothing typed there can be lost.
 */
import { displayedCompleteness, toMyProfileHead } from '@/features/my-profile/first-screen';
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { isRecord } from '@/shared/lib/wire';
import { MY_PROFILE_SLOTS as SLOTS } from '../../static-my-profile';
import type { FirstScreenRenderer } from '../first-screen';

const PICTURE_SLOT = encodeURIComponent(SLOTS.picture);
const PHOTO_EXT = /\.(webp|jpe?g|png)$/i;
/** The header photo's size on the image host (IMAGE_SIZES.thumb), and with the data saver on (requestSize). */
const THUMB = '/120x120/';
const THUMB_SAVER = '/60x60/';

export const myProfile: FirstScreenRenderer = {
  // The header's buttons: a press is replayed on the same button of the app's screen.
  item: 'data-testid',
  fill(page, [body]) {
    let answer: unknown;
    try {
      answer = JSON.parse(body ?? '');
    } catch {
      return false;
    }
    if (!isRecord(answer)) return false;
    const head = toMyProfileHead(answer);
    const img = page.querySelector('.me-head__photo img');
    const name = page.querySelector('.me-head__name');
    const find = page.querySelector('.me-head .me-hint');
    const percentText = page.querySelector('.me-complete__text');
    const bar = page.querySelector('.me-complete__bar');
    const barFill = bar?.querySelector('span');
    const src = img?.getAttribute('src') ?? '';
    const nameText = name?.textContent ?? '';
    const percent = String(SLOTS.percent);
    if (!img || !name || !find || !percentText || !bar || !(barFill instanceof HTMLElement) || !src.includes(PICTURE_SLOT)) return false;
    if (!nameText.includes(SLOTS.nickname) || !nameText.includes(String(SLOTS.years)) || !(percentText.textContent ?? '').includes(percent))
      return false;

    // The photo: the first of the app's candidates (src/shared/lib/images.ts imageCandidates).
    const file = head.picture.name;
    if (file) {
      const first = PHOTO_EXT.test(file) ? file.replace(PHOTO_EXT, '.webp') : file;
      const url = src.replace(PICTURE_SLOT, encodeURIComponent(first));
      img.setAttribute('src', isDataSaverOn() ? url.replace(THUMB, THUMB_SAVER) : url);
    } else img.setAttribute('src', '/img/default-' + (head.gender === 1 ? 'male' : 'female') + '.svg');

    // 'Nick, 30 años', or the nickname alone (one pass: a value is never read for another placeholder).
    name.textContent =
      head.years === null
        ? head.nickname
        : nameText.replace(new RegExp(SLOTS.nickname + '|' + SLOTS.years, 'g'), (slot) =>
            slot === SLOTS.nickname ? head.nickname : String(head.years),
          );
    if (head.find) find.textContent = head.find;
    else find.remove();

    const shown = displayedCompleteness(head.complitud);
    percentText.textContent = (percentText.textContent ?? '').replace(percent, String(shown));
    bar.setAttribute('aria-valuenow', String(shown));
    barFill.setAttribute('data-style', 'transform:scaleX(' + String(shown / 100) + ')');
    return true;
  },
};
