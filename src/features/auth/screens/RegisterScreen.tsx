/**
 * SHELL-02 / AUTH-01 to AUTH-14, AUTH-23: the registration form. Values live in the form (nothing typed
 * is lost on an error); the saga sends the payload of AUTH-11.
 */
import '../i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector, PATHS } from '@/store';
import type { Body } from '@/api/contract';
import { selectProvinces } from '@/features/locations';
import { config } from '@/shared/config/env';
import {
  birthYearOptions,
  REGISTER_FIELDS,
  SOY_BUSCO_OPTIONS,
  validateRegister,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from '@/shared/lib/validation';
import { AuthLayout } from '../components/AuthLayout';
import {
  EmailField,
  errorId,
  FieldMessage,
  focusFirst,
  FormAlert,
  keepRef,
  NamedOptions,
  PasswordField,
  SelectField,
} from '@/shared/ui/fields';
import { AuthForm } from '../components/AuthForm';
import { useAuthForm } from '../components/use-auth-form';
import { selectSocialRegisterData, type SocialRegisterData } from '../social';
import { authActions } from '../slice';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

function initialValues(social: SocialRegisterData | null): RegisterValues {
  const b = social?.birthdate;
  const soyBusco = social?.gender === 'h' ? 'h-m' : social?.gender === 'm' ? 'm-h' : '';
  return {
    email: social?.email ?? '',
    password: '',
    soyBusco,
    day: b ? String(b.day) : '',
    month: b ? String(b.month) : '',
    year: b ? String(b.year) : '',
    province: '',
    city: '',
  };
}

function toRegisterPayload(v: RegisterValues, social: SocialRegisterData | null): Body<'register'> {
  return {
    email: v.email.trim().toLowerCase(),
    password: v.password,
    birthdate: { day: Number(v.day), month: Number(v.month), year: Number(v.year) },
    gender: v.soyBusco.charAt(0) as Body<'register'>['gender'],
    genderWanted: v.soyBusco.charAt(2) as Body<'register'>['gender'],
    province: Number(v.province),
    city: Number(v.city),
    socialMedia: social ? 'facebook' : null,
    socialMediaData: social ? { accessToken: social.accessToken, userID: social.userID } : null,
  };
}

export function RegisterScreen() {
  const { t, dispatch, form } = useAuthForm('register');
  const { token: origin } = useParams();
  const provinces = useAppSelector(selectProvinces);
  const social = useAppSelector(selectSocialRegisterData);
  const [values, setValues] = useState<RegisterValues>(() => initialValues(social));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const years = useMemo(() => birthYearOptions(), []);
  const months = t('months', { returnObjects: true }) as unknown as string[];
  const refs = useRef<Partial<Record<RegisterField, HTMLElement | null>>>({});
  const birthLocked = Boolean(social?.birthdate);
  const cities = useMemo(() => provinces.find((p) => String(p.id) === values.province)?.cities ?? [], [provinces, values.province]);

  // A refusal of the server (AUTH-13) is about the e-mail: focus it, keep everything typed.
  useEffect(() => {
    if (form.hasError) refs.current.email?.focus();
  }, [form.hasError]);

  const set = (patch: Partial<RegisterValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateRegister(next));
  };

  // AUTH-16: AuthForm runs it only when no request is under way.
  const onSubmit = () => {
    setSubmitted(true);
    const errs = validateRegister(values);
    setErrors(errs);
    if (Object.keys(errs).length > 0) {
      focusFirst(REGISTER_FIELDS, errs, refs.current);
      return;
    }
    dispatch(
      authActions.registerRequested({ payload: toRegisterPayload(values, social), soyBusco: values.soyBusco, origin: origin ?? null }),
    );
  };

  const err = (f: RegisterField) => (errors[f] ? t(`errors.${f}`) : null);
  const emailError = err('email') ?? (form.hasError ? t('errors.register') : null);
  const birthErrId = errors.birthdate ? errorId('reg-birthdate') : undefined;
  const setRef = (f: RegisterField) => keepRef(refs, f);
  // The province, then the city (its list follows the province, and changing the province clears it).
  const places: {
    field: 'province' | 'city';
    autoComplete: string;
    choose: string;
    options: readonly { id: number | string; name: string }[];
    change: (v: string) => void;
  }[] = [
    {
      field: 'province',
      autoComplete: 'address-level1',
      choose: t('fields.chooseProvince'),
      options: provinces,
      change: (v) => set({ province: v, city: '' }),
    },
    {
      field: 'city',
      autoComplete: 'address-level2',
      choose: values.province ? t('fields.chooseCity') : t('fields.chooseProvinceFirst'),
      options: cities,
      change: (v) => set({ city: v }),
    },
  ];

  return (
    <AuthLayout
      testId="register-screen"
      title={t('register.title')}
      lead={social ? t('hints.social') : t('register.lead')}
      footer={
        <p>
          {t('register.haveAccount')} <Link to={PATHS.LOGIN}>{t('register.login')}</Link>
        </p>
      }
    >
      <AuthForm
        loading={form.loading}
        onSubmit={onSubmit}
        submit={t('register.submit')}
        after={
          <p className="fine-print auth-form__terms">
            {t('register.terms')}
            {config.termsUrl ? (
              <>
                {' '}
                <a href={config.termsUrl} target="_blank" rel="noopener noreferrer">
                  {t('register.termsLink')}
                </a>
              </>
            ) : null}
          </p>
        }
      >
        {form.sessionFailed ? (
          <FormAlert>
            {t('errors.registerSession')} <Link to={PATHS.LOGIN}>{t('register.login')}</Link>
          </FormAlert>
        ) : null}
        <EmailField
          ref={setRef('email')}
          id="reg-email"
          label={t('fields.email')}
          required
          value={values.email}
          onChange={(e) => set({ email: e.target.value })}
          error={emailError}
        />
        <PasswordField
          ref={setRef('password')}
          id="reg-password"
          label={t('fields.password')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => set({ password: e.target.value })}
          error={err('password')}
          hint={t('hints.password')}
        />

        <fieldset className="field field--group">
          <legend className="field__label" id="reg-soybusco-label">
            {t('fields.soyBusco')}
          </legend>
          <div
            className="choice-grid"
            role="radiogroup"
            aria-labelledby="reg-soybusco-label"
            aria-required="true"
            aria-invalid={errors.soyBusco ? true : undefined}
            aria-describedby={errors.soyBusco ? errorId('reg-soybusco') : undefined}
          >
            {SOY_BUSCO_OPTIONS.map((o, i) => (
              // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the radio is inside the label, its text in the spans
              <label key={o} className="choice">
                <input
                  ref={i === 0 ? setRef('soyBusco') : undefined}
                  type="radio"
                  name="soyBusco"
                  value={o}
                  checked={values.soyBusco === o}
                  onChange={() => set({ soyBusco: o })}
                />
                <span className="choice__box">
                  <strong>{t(`soyBusco.${o}.soy`)}</strong>
                  <span>{t(`soyBusco.${o}.busco`)}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldMessage id="reg-soybusco" error={err('soyBusco')} />
        </fieldset>

        <fieldset className="field field--group" disabled={birthLocked}>
          <legend className="field__label">{t('fields.birthdate')}</legend>
          <div className="date-row">
            {(
              [
                ['day', 'bday-day', DAYS.map((d) => [d, d])],
                ['month', 'bday-month', months.map((m, i) => [i + 1, m])],
                ['year', 'bday-year', years.map((y) => [y, y])],
              ] as const
            ).map(([part, autoComplete, options]) => (
              <SelectField
                key={part}
                ref={part === 'day' ? setRef('birthdate') : undefined}
                id={`reg-${part}`}
                label={t(`fields.${part}`)}
                autoComplete={autoComplete}
                value={values[part]}
                onChange={(e) => set({ [part]: e.target.value })}
                errorRef={birthErrId}
                required
              >
                <option value="">{t(`fields.${part}`)}</option>
                {options.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          <FieldMessage id="reg-birthdate" error={err('birthdate')} hint={birthLocked ? t('hints.social') : t('hints.adult')} />
        </fieldset>

        {places.map(({ field, autoComplete, choose, options, change }) => (
          <SelectField
            key={field}
            ref={setRef(field)}
            id={`reg-${field}`}
            label={t(`fields.${field}`)}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(e) => change(e.target.value)}
            error={err(field)}
            required
          >
            <option value="">{choose}</option>
            <NamedOptions items={options} />
          </SelectField>
        ))}
      </AuthForm>
    </AuthLayout>
  );
}
