/** ME-12: province and city pickers; a new province resets the city and opens its picker only with options. */
import { memo, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectProvinces } from '@/features/locations';
import { myProfileActions } from '../slice';
import type { MyProfile, Option } from '../types';
import { OptionSelect } from './controls';
import { SaveStatus } from './fields';

export const LocationFields = memo(function LocationFields({ location }: { location: MyProfile['location'] }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const provinces = useAppSelector(selectProvinces);
  const id = useId();
  const cityRef = useRef<HTMLSelectElement>(null);
  const provinceOptions: Option[] = location.province.options.length
    ? location.province.options
    : provinces.map((p) => ({ label: p.name, value: p.id }));
  const citiesOf = (provinceId: number): Option[] =>
    (provinces.find((p) => p.id === provinceId)?.cities ?? []).map((c) => ({ label: c.name, value: c.id }));

  const chooseProvince = (value: string) => {
    const province = provinceOptions.find((o) => String(o.value) === value);
    if (!province) return;
    const cities = citiesOf(Number(province.value));
    dispatch(myProfileActions.provinceSaveRequested({ province, cities }));
    // The city picker opens only when the province has cities.
    if (cities.length > 0) {
      const el = cityRef.current;
      el?.focus();
      try {
        (el as HTMLSelectElement & { showPicker?: () => void })?.showPicker?.();
      } catch {
        /* showPicker needs a user gesture in some browsers; focus is enough */
      }
    }
  };

  return (
    <div className="me-loc">
      <OptionSelect
        id={`${id}-p`}
        label={t('location.province')}
        options={provinceOptions}
        placeholder="required"
        selected={location.province.select.value}
        onChange={(e) => chooseProvince(e.target.value)}
      />
      <OptionSelect
        id={`${id}-c`}
        ref={cityRef}
        label={t('location.city')}
        options={location.city.options}
        placeholder="required"
        disabled={location.city.options.length === 0}
        selected={location.city.select.value}
        onChange={(e) => {
          const city = location.city.options.find((o) => String(o.value) === e.target.value);
          if (city) dispatch(myProfileActions.citySaveRequested({ city }));
        }}
      />
      <SaveStatus saveKey="location" />
    </div>
  );
});
