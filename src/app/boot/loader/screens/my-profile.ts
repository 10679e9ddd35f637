/**
 * My profile ('/my-profile'): the prerendered screen (../../static-my-profile.ts) filled from the early
 * getMyProfile answer, read by the app's own reader (toMyProfileFirst, the part of toMyProfile that
 * this copy shows). The header: the photo (the image host's
 * first candidate the app asks for, at the data saver's size, or the default image of the member's
 * gender), the nickname with the age when the answer has one a member can have, 'what I look for' when
 * it is not empty, and the completeness (100 above 90). Below it, the form's first sections as the app
 * renders them from the same answer and the location list (read by toProvinces, as the app's store
 * keeps it): the nickname, the province and city pickers with the options the app lists (the answer's,
 * or the list's provinces) and its choice, the description with its counter, and each text's
 * moderation note. The app releases the copy in the frame its form comes in (MyProfileBody), so no
 * skeleton shows at the hand-over. The copy's controls take nothing: the texts are read-only, the
 * pickers do not open; a press on one is replayed on the app's (the loader's press, ../first-screen.ts).
 * A choice the app would not show as chosen (a province or city its options lack), a description
 * over its limit, or a template that is not the expected one: nothing static.
 */
import { displayedCompleteness, LIMITS, toMyProfileFirst, type MyProfileFirst } from '@/features/my-profile/first-screen';
import { toProvinces } from '@/features/locations/first-screen';
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { IMAGE_SIZES, requestSize, sizeSegment } from '@/shared/lib/image-sizes';
import { isRecord } from '@/shared/lib/wire';
import { MY_PROFILE_SLOTS as SLOTS } from '../../static-my-profile';
import type { FirstScreenRenderer } from '../first-screen';

const PICTURE_SLOT = encodeURIComponent(SLOTS.picture);
const PHOTO_EXT = /\.(webp|jpe?g|png)$/i;
/** The header photo's size on the image host (IMAGE_SIZES.thumb), and with the data saver on (requestSize). */
const THUMB = sizeSegment(IMAGE_SIZES.thumb);
const THUMB_SAVER = sizeSegment(requestSize(IMAGE_SIZES.thumb, true));

export const myProfile: FirstScreenRenderer = {
  // The header's buttons and the form's fields: a press is replayed on the same control of the app's screen.
  item: 'data-testid',
  fill(page, [answer], _config, locations) {
    if (!isRecord(answer)) return false;
    const head = toMyProfileFirst(answer);
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
    return fillForm(page, head, locations);
  },
};

interface Choice {
  label: string;
  value: string | number | null;
}

/** The form's data (nickname, province and city) and description sections, as MyProfileForm renders them. */
function fillForm(page: DocumentFragment, p: MyProfileFirst, locations: unknown[]): boolean {
  const data = page.querySelector('[aria-labelledby="me-s-data"]');
  const desc = page.querySelector('[aria-labelledby="me-s-desc"]');
  const nickname = data?.querySelector('input.me-input');
  const nicknameNote = data?.querySelector('.me-note');
  const [province, city] = Array.from(data?.querySelectorAll('select') ?? []);
  const text = desc?.querySelector('textarea');
  const textNote = desc?.querySelector('.me-note');
  const counter = desc?.querySelector('.me-counter');
  if (!nickname || !nicknameNote || !province || !city || !text || !textNote || !counter) return false;
  if (nickname.getAttribute('value') !== SLOTS.nickname || text.textContent !== SLOTS.description) return false;

  // Over its limit, the app marks the description and its counter as errors: left to the app.
  if (p.description.length > LIMITS.description.max) return false;
  // The province picker lists the answer's options, else the location list's provinces (LocationFields);
  // the city picker, the answer's options only (none: disabled).
  const provinces: Choice[] = p.location.province.options.length
    ? p.location.province.options
    : toProvinces(locations).map((x) => ({ label: x.name, value: x.id }));
  if (
    !fillSelect(province, SLOTS.province.value, provinces, p.location.province.select.value) ||
    !fillSelect(city, SLOTS.city.value, p.location.city.options, p.location.city.select.value)
  )
    return false;
  if (!p.location.city.options.length) city.setAttribute('disabled', '');

  nickname.setAttribute('value', p.nickname);
  nickname.setAttribute('readonly', '');
  // The template's notes are the moderation's (the prerender's texts are in moderation).
  if (p.nicknameModeration === 1) nicknameNote.textContent = '';
  text.textContent = p.description;
  text.setAttribute('readonly', '');
  if (p.descriptionModeration === 1) textNote.textContent = '';
  // '20 de 1500': the template's count is its description token's length.
  const count = new RegExp('\\b' + String(SLOTS.description.length) + '\\b');
  const counted = counter.textContent ?? '';
  if (!count.test(counted)) return false;
  counter.textContent = counted.replace(count, String(p.description.length));
  return true;
}

/**
 * A native select as OptionSelect renders it: its placeholder, then one option per choice (a copy of the
 * template's sample, whose value is `sample`), the first whose value is the chosen one's selected (the
 * placeholder when none is chosen). A chosen value none of them has: false (React would select another).
 * Its picker does not open in the static copy.
 */
function fillSelect(select: HTMLSelectElement, sample: number, choices: Choice[], chosen: string | number | null): boolean {
  const placeholder = select.querySelector('option[value=""]');
  const model = select.querySelector('option[value="' + String(sample) + '"]');
  if (!placeholder || !model || select.options.length !== 2) return false;
  model.remove();
  placeholder.removeAttribute('selected');
  let picked: Element | null = chosen === null ? placeholder : null;
  for (const c of choices) {
    const option = model.cloneNode(true);
    if (!(option instanceof Element)) return false;
    option.removeAttribute('selected');
    option.setAttribute('value', String(c.value));
    option.textContent = c.label;
    select.appendChild(option);
  }
  if (!picked) picked = Array.from(select.querySelectorAll('option')).find((o) => o.getAttribute('value') === String(chosen)) ?? null;
  if (!picked) return false;
  picked.setAttribute('selected', '');
  select.addEventListener('mousedown', (e) => e.preventDefault());
  select.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') e.preventDefault();
  });
  return true;
}
