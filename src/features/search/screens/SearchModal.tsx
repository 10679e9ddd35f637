/**
 * The search modal (?modal=search, SRCH-01..10): province and city (the city list follows the
 * province), a two-thumb age range, and 'Avanzada' opening the nickname and every grouped option list
 * of GET /v1/user/search-options — one value for text lists, several for array lists; lists the app
 * does not know are shown the same way. 'Avanzada'/'Cerrar' toggles at most once per 300 ms;
 * 'limpiar' resets; 'buscar' saves and opens the results. Without the options it still searches by
 * place and age.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ModalProps } from '@/store';
import { useFeature } from '@/store';
import { useAppSelector, useSlice } from '@/store';
import { selectProvinces } from '@/features/locations';
import { AgeRangeSlider } from '@/shared/ui/AgeRangeSlider';
import { Button } from '@/shared/ui/Button';
import { Field, fieldAria } from '@/shared/ui/fields';
import { Spinner } from '@/shared/ui/Spinner';
import { ModalBar } from '@/shared/ui/ModalBar';
import { clearedSearch } from '../filters';
import { searchFeature } from '../feature';
import { searchActions, selectSearch } from '../slice';
import { ADVANCED_TOGGLE_MS, type SavedSearch } from '../types';
import { ArrayList, PlaceSelect, SEARCH_FIELD, TextList } from '../components/fields';
import '../search.css';
import { ModalScreen } from '@/shared/ui/ModalScreen';
import '../i18n';

export default function SearchModal({ onClose }: ModalProps) {
  const { t, dispatch } = useFeature(searchFeature);
  const { options, saved, hydrated } = useSlice(selectSearch, ({ options, saved, hydrated }) => ({ options, saved, hydrated }));
  const provinces = useAppSelector(selectProvinces);
  const titleId = useId();
  const nickId = useId();
  const [draft, setDraft] = useState<SavedSearch | null>(null);
  const lastToggle = useRef(0);
  const sent = useRef(false);

  useEffect(() => {
    dispatch(searchActions.searchModalOpened());
  }, [dispatch]);

  // The form starts from the saved search, else from what the server holds, else the defaults.
  const settled = hydrated && (saved !== null || options.status === 'loaded' || options.status === 'failed');
  useEffect(() => {
    if (draft || !settled) return;
    setDraft({ ...clearedSearch(options.groups), ...(options.values ?? {}), ...(saved ?? {}) });
  }, [draft, settled, saved, options]);

  const groups = options.status === 'loaded' ? options.groups : [];
  const canAdvance = options.status !== 'failed';
  const set = (patch: Partial<SavedSearch>) => setDraft((d) => (d ? ({ ...d, ...patch } as SavedSearch) : d));

  const toggleAdvanced = () => {
    // SRCH-03: presses within 300 ms of the last toggle are ignored.
    const now = Date.now();
    if (now - lastToggle.current < ADVANCED_TOGGLE_MS) return;
    lastToggle.current = now;
    setDraft((d) => (d ? { ...d, isAdvanced: !d.isAdvanced } : d));
  };

  const submit = () => {
    if (!draft || sent.current) return;
    sent.current = true;
    dispatch(searchActions.searchSubmitted({ ...draft, isAdvanced: canAdvance && draft.isAdvanced }));
  };

  const province = provinces.find((p) => p.id === draft?.id_provincia);
  const advanced = Boolean(draft?.isAdvanced && canAdvance);

  return (
    <ModalScreen className="dialog smodal" aria-labelledby={titleId} testId="search-modal" onEscape={onClose}>
      <form
        className="smodal__form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <ModalBar kind="close" label={t('close')} onClose={onClose} className="smodal__head">
          <h2 id={titleId} className="section-title">
            {t('title')}
          </h2>
        </ModalBar>
        <div className="smodal__body">
          {!draft ? (
            <div className="smodal__loading">
              <Spinner label={t('loadingOptions')} />
            </div>
          ) : (
            <>
              <fieldset className="sgroup">
                <legend className="sgroup__title">{t('location')}</legend>
                <div className="sgroup__row">
                  <PlaceSelect
                    label={t('province')}
                    value={draft.id_provincia}
                    places={provinces}
                    onChange={(id) => set({ id_provincia: id, id_localidad: 0 })}
                  />
                  <PlaceSelect
                    label={t('city')}
                    value={draft.id_localidad}
                    places={province?.cities ?? []}
                    disabled={!province || province.cities.length === 0}
                    onChange={(id) => set({ id_localidad: id })}
                  />
                </div>
              </fieldset>
              <fieldset className="sgroup">
                <legend className="sgroup__title">{t('age')}</legend>
                <AgeRangeSlider
                  mode="live"
                  value={{ min: draft.edad_min, max: draft.edad_max }}
                  onChange={({ min, max }) => set({ edad_min: min, edad_max: max })}
                  texts={{ min: t('ageMin'), max: t('ageMax'), valueText: (count) => t('years', { count }) }}
                  renderValue={(r) => (
                    <p className="search-age__value" aria-hidden="true">
                      {t('ageRange', { min: r.min, max: r.max })}
                    </p>
                  )}
                />
              </fieldset>
              {options.status === 'failed' ? (
                <p className="smodal__note" role="status">
                  {t('optionsFailed')}
                </p>
              ) : null}
              {advanced ? (
                <section className="smodal__advanced" aria-label={t('advancedTitle')} data-testid="search-advanced">
                  <Field id={nickId} look={SEARCH_FIELD} label={t('nickname')} hint={t('nicknameHint')}>
                    <input
                      id={nickId}
                      className="sfield__control"
                      type="search"
                      maxLength={15}
                      autoComplete="off"
                      value={draft.apodo}
                      {...fieldAria(nickId, null, t('nicknameHint'))}
                      onChange={(e) => set({ apodo: e.target.value })}
                    />
                  </Field>
                  {options.status === 'loading' ? <Spinner label={t('loadingOptions')} /> : null}
                  {groups.map((g) => (
                    <fieldset key={g.title} className="sgroup">
                      {/* Lists the answer gives no group title for form one group without a legend. */}
                      {g.title ? <legend className="sgroup__title">{g.title}</legend> : null}
                      <div className="sgroup__lists">
                        {g.lists.map((l) => {
                          const v = draft[l.key];
                          return l.type === 'array' ? (
                            <ArrayList
                              key={l.key}
                              list={l}
                              value={Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : []}
                              onChange={(x) => set({ [l.key]: x })}
                            />
                          ) : (
                            <TextList
                              key={l.key}
                              list={l}
                              value={typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : ''}
                              onChange={(x) => set({ [l.key]: x })}
                            />
                          );
                        })}
                      </div>
                    </fieldset>
                  ))}
                </section>
              ) : null}
            </>
          )}
        </div>
        <footer className="smodal__foot">
          {canAdvance ? (
            <Button variant="ghost" onClick={toggleAdvanced} aria-expanded={advanced} disabled={!draft}>
              {advanced ? t('advancedClose') : t('advanced')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setDraft(clearedSearch(groups, draft?.isAdvanced ?? false))} disabled={!draft}>
            {t('clear')}
          </Button>
          <Button onClick={submit} disabled={!draft}>
            {t('search')}
          </Button>
        </footer>
      </form>
    </ModalScreen>
  );
}
