/**
 * Another member's profile opened over a screen ('/dashboard-recent?modal=profile-view&id=N' and the
 * other screens of its route, ../../first-screens.ts): the prerendered profile-view dialog
 * (../../static-profile-view.ts) filled from the early getProfileView answer, read by the app's own
 * mapper (toProfileView: every shape the contract allows, ids as numbers or digit strings, each field
 * read tolerantly) and the location list by the app's own reader: the photo (the app's first candidate
 * on the image host, at the size and priority the app asks for; or the default image of the member's
 * gender, the gallery button disabled), the photo counter, nickname and age, place, online status,
 * sign, description, the personal-data cards, activities, tags, couple preferences and the action bar
 * (liked or not), each a copy of the app's sample of its part. The dialog opens as the app's does
 * (showModal: the top layer, its backdrop, the focus on its first control), with no entrance: the page
 * opens on it (the app's, taking over, makes none either).
 *
 * It shows nothing (the app decides) for what it cannot draw exactly as the app does: an answer that is
 * no profile (the app's error), a member without a nickname, the member's own profile (no actions, no
 * menu), a configured system member (OPEN-02), a page whose query names another modal or member first
 * or that has a hash (the gallery opens over the view), the data saver (smaller photos), a location list
 * with no usable province (the app goes on without it), and an answer without `liked` or `status` (not named by
 * the contract for the view) on a screen whose own list says them (the dashboards and member lists:
 * the app shows what that list said, which this does not read). A member disliked in this session is
 * never shown by the app (LIST-14), but that list is the page's own: a reloaded page has none. A 402
 * (paywall), a 404 or 400 (a member gone) or any other status than 200: the loader shows no static copy.
 */
import { locationLabel, toProvinces } from '@/features/locations/first-screen';
import { likedIn, toProfileView } from '@/features/profile/first-screen';
import { toSessionMember } from '@/features/session/first-screen';
import { isDataSaverOn } from '@/shared/lib/data-saver';
import { defaultGenderImage } from '@/shared/lib/default-image';
import { routeId } from '@/shared/lib/wire';
import { LINK_ID } from '../../first-screens';
import { PROFILE_VIEW_ACTIVITY_KEYS as ACTIVITY_KEYS, PROFILE_VIEW_SLOTS as SLOTS } from '../../static-profile-view';
import type { FirstScreenRenderer } from '../first-screen';
import { openInFrame } from './open-dialog';

/** The configured system members (OPEN-02) as the app reads them (src/shared/config/env.ts). */
const SPECIAL_IDS = ['SPECIAL_NOTICE_USER_ID', 'SPECIAL_MATCHING_USER_ID'];
const PICTURE_SLOT = encodeURIComponent(SLOTS.picture);
const PHOTO_EXT = /\.(webp|jpe?g|png)$/i;
/** The screens behind whose lists tell the app whether a member is liked or online (lists' membersSeen). */
const LISTS_SAY = /^\/(dashboard-|likes-|visits-|dislikes)/;
/** The page's profile-view id as the early GET reads it (config.early.js): the answer is this member's. */
const EARLY_ID = new RegExp('[?&]modal=profile-view&id=(' + LINK_ID + ')(?:&|$)');

/** Replaces each of `slots` in `s` in one pass (a value that holds a slot is never read again). */
function fillSlots(s: string, slots: Record<string, string>): string {
  const re = new RegExp(
    Object.keys(slots)
      .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  return s.replace(re, (slot) => slots[slot] ?? slot);
}

export const profileView: FirstScreenRenderer = {
  // The dialog's member id: a press on the static copy is replayed on the same control of the app's dialog.
  item: 'data-profile-id',
  fill(page, [session, answer], config, locations) {
    const params = new URLSearchParams(window.location.search);
    const idText = params.get('id') ?? '';
    if (params.get('modal') !== 'profile-view' || EARLY_ID.exec(window.location.search)?.[1] !== idText) return false;
    // The member as the app reads the link's id (a number, or a word or negative number: an opaque id).
    const id = routeId(idText);
    if (id === null || window.location.hash) return false;
    if (SPECIAL_IDS.some((k) => Number((config[k] ?? '').trim()) === id)) return false;
    if (typeof HTMLDialogElement !== 'function' || typeof HTMLDialogElement.prototype.showModal !== 'function') return false;
    if (isDataSaverOn()) return false;
    const view = toProfileView(answer);
    const me = toSessionMember(session)?.me;
    if (!view || !view.nickname || !me || me.id === id) return false;
    const liked = likedIn(answer);
    if ((liked === null || view.online === null) && LISTS_SAY.test(window.location.pathname)) return false;
    const provinces = toProvinces(locations);
    if (provinces.length === 0) return false;

    const dialog = page.querySelector('dialog[data-testid="profile-view"]');
    const details = dialog?.querySelector('.pview__details');
    if (!dialog || !details) return false;
    const q = (sel: string, root: Element = dialog) => root.querySelector(sel);
    const all = (sel: string, root: Element = dialog) => Array.from(root.querySelectorAll(sel));

    // The samples of the repeated parts, out of the dialog.
    const cards = q('.pview__cards');
    const [section] = all('.pview__cards > section');
    const activities = q('.pact')?.closest('section');
    const acts = all('.pact');
    const tags = q('.ptags')?.closest('section');
    const tagGroups = all('.ptags');
    const [couple, coupleFallback] = all(':scope > section[data-section]', details);
    const [notLiked, likedBar] = all('.pview__actions');
    const descSection = q('.pview__desc')?.closest('section');
    const counter = q('.pview__counter');
    const name = q('.pview__name');
    const age = q('.pview__age');
    const loc = q('.pview__loc > span');
    const online = q('.pview__online');
    const sign = q('.pview__sign');
    const img = q('.pview__photo img');
    const src = img?.getAttribute('src') ?? '';
    if (!cards || !section || !activities || acts.length !== ACTIVITY_KEYS.length || !tags || tagGroups.length !== 3 || !couple)
      return false;
    if (!coupleFallback || !notLiked || !likedBar || !descSection || !counter || !name || !age || !loc || !online || !sign || !img)
      return false;
    if (!src.includes(PICTURE_SLOT) || all('.pcard__row', couple).length !== 2) return false;
    const fallbackTitle = q('.pcard__title', coupleFallback)?.textContent ?? '';
    for (const el of [section, ...acts, ...tagGroups, couple, coupleFallback, liked ? notLiked : likedBar]) el.remove();
    if (!fallbackTitle || cards.children.length || all('.pact, .ptags', dialog).length) return false;

    // The member's name in the dialog's labels (its title, the photo's, the buttons'), each as the app writes it.
    const nickname = { [SLOTS.nickname]: view.nickname };
    for (const el of [dialog, ...all('*')])
      for (const attr of Array.from(el.attributes)) if (attr.value.includes(SLOTS.nickname)) attr.value = fillSlots(attr.value, nickname);
    dialog.setAttribute('data-profile-id', String(id));
    const title = q('.pview__title');
    const bdi = q('bdi', name);
    if (!title || !bdi || title.textContent !== SLOTS.nickname || bdi.textContent !== SLOTS.nickname) return false;
    title.textContent = view.nickname;
    bdi.textContent = view.nickname;
    if (view.years === null) {
      // The nickname alone: no ', ' and no age after it.
      if (age.previousSibling?.nodeType === 3) age.previousSibling.remove();
      age.remove();
    } else age.textContent = fillSlots(age.textContent ?? '', { [String(SLOTS.years)]: String(view.years) });

    // The photo: the app's first candidate (src/shared/lib/images.ts imageCandidates), or its default image.
    const file = view.photos[0];
    if (file) {
      img.setAttribute(
        'src',
        src.replace(PICTURE_SLOT, encodeURIComponent(PHOTO_EXT.test(file) ? file.replace(PHOTO_EXT, '.webp') : file)),
      );
      const count = counter.lastChild;
      if (count?.nodeType !== 3 || !(count.nodeValue ?? '').endsWith(' ' + String(SLOTS.total))) return false;
      count.nodeValue = (count.nodeValue ?? '').slice(0, -String(SLOTS.total).length) + String(view.photos.length);
    } else {
      img.setAttribute('src', defaultGenderImage(view.gender));
      counter.remove();
      q('.pview__photo')?.setAttribute('disabled', '');
    }

    const place = locationLabel(provinces, view.location.provinceId, view.location.cityId);
    if (place) loc.textContent = place;
    else loc.parentElement?.remove();
    if (!(view.online ?? false)) online.remove();
    // ficha.signo, unless a data card already shows it.
    const signText = view.sections.some((s) => s.items.some((f) => f.value === view.sign)) ? '' : view.sign;
    if (signText) sign.textContent = fillSlots(sign.textContent ?? '', { [SLOTS.sign]: signText });
    else sign.remove();
    const desc = q('.pview__desc', descSection);
    if (view.description && desc) desc.textContent = view.description;
    else descSection.remove();

    // A data card (a copy of `sample`) with its title and rows (each a copy of the sample's row `row`).
    const card = (sample: Element, key: string, heading: string, rows: { label: string; value: string }[], row: Element) => {
      const c = sample.cloneNode(true) as Element;
      const list = q('.pcard__list', c);
      const h = q('.pcard__title', c);
      if (!list || !h) return null;
      c.setAttribute('data-section', key);
      h.textContent = heading;
      list.replaceChildren();
      for (const f of rows) {
        const r = row.cloneNode(true) as Element;
        const [dt, dd] = [q('dt', r), q('dd', r)];
        if (!dt || !dd) return null;
        dt.textContent = f.label;
        dd.textContent = f.value;
        list.appendChild(r);
      }
      return c;
    };
    const row = q('.pcard__row', section);
    const [ageRow, coupleRow] = all('.pcard__row', couple);
    if (!row || !ageRow || !coupleRow) return false;
    for (const s of view.sections) {
      const c = card(section, s.key, s.title, s.items, row);
      if (!c) return false;
      cards.appendChild(c);
    }

    // A group of chips (a copy of `sample`): its title when it has one, a copy of its first chip for each item.
    const group = (sample: Element, heading: string | null, items: string[]) => {
      const g = sample.cloneNode(true) as Element;
      const ul = q('ul', g);
      const chip = ul?.firstElementChild;
      if (!ul || !chip) return null;
      const t = q('.pact__title', g);
      if (heading !== null && t) t.textContent = heading;
      ul.replaceChildren(
        ...items.map((x) => {
          const li = chip.cloneNode(true);
          li.textContent = x;
          return li;
        }),
      );
      return g;
    };
    if (view.activities.length === 0) activities.remove();
    for (const a of view.activities) {
      const sample = acts[Math.max(0, ACTIVITY_KEYS.indexOf(a.key as (typeof ACTIVITY_KEYS)[number]))];
      const g = sample && group(sample, a.title, a.items);
      if (!g) return false;
      activities.appendChild(g);
    }
    const kinds = (['films', 'music', 'books'] as const).map((k, i) => [k, tagGroups[i]] as const).filter(([k]) => view.tags[k].length > 0);
    if (kinds.length === 0) tags.remove();
    for (const [k, sample] of kinds) {
      const g = sample && group(sample, null, view.tags[k]);
      if (!g) return false;
      tags.appendChild(g);
    }

    // Couple preferences: each pareja card, the age looked for as the first row; without cards, the age alone under 'Busca'.
    const { sections: coupleSections, age: range } = view.couple;
    const coupleCards = coupleSections.length > 0 ? coupleSections : range ? [{ key: 'pareja', title: '', items: [] }] : [];
    for (const [i, s] of coupleCards.entries()) {
      const c = card(couple, s.key, s.title || fallbackTitle, s.items, coupleRow);
      const list = c && q('.pcard__list', c);
      if (!c || !list) return false;
      if (i === 0 && range) {
        const r = ageRow.cloneNode(true) as Element;
        const dd = q('dd', r);
        if (!dd) return false;
        dd.textContent = fillSlots(dd.textContent ?? '', {
          [String(SLOTS.min)]: String(range.min),
          [String(SLOTS.max)]: String(range.max),
        });
        list.prepend(r);
      }
      details.insertBefore(c, liked ? likedBar : notLiked);
    }

    // Once it is in the page (the loader puts it there in this task). The page opens on it: no entrance
    // (nor the app's, which takes over from it: ProfileViewModal).
    dialog.classList.add('pview--no-entrance');
    openInFrame(dialog);
    return true;
  },
};
