/**
 * REPORT-01 to REPORT-07: /report-user/:id — the reason (six values), a required description of up to
 * 500 characters with a counter, 'Denunciar' (ignored while loading). Success: 'Tu denuncia se ha
 * realizado correctamente.', a link home and 'Bloquear usuario' (OPEN-27: the dislike).
 */
import '../i18n';
import '../account.css';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AUTH_HOME } from '@/store';
import { useAppSelector, useFeature, useSlice } from '@/store';
import { dislikeRequested } from '@/features/lists';
import { selectConversation } from '@/features/messages';
import { selectViewedMember } from '@/features/profile';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import { navigationRequested } from '@/features/shell';
import { Button } from '@/shared/ui/Button';
import { focusFirst, Form, FormAlert, keepRef, SelectField, TextAreaField } from '../components/fields';
import { accountFeature } from '../feature';
import { accountActions, selectAccount } from '../slice';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '../types';
import { validateReport, type ReportErrors as Errors } from '../report-validation';
import { IconCheck } from '@/shared/ui/icons';
import { AccountCard } from '../components/AccountCard';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { routeId } from '@/shared/lib/wire';

type Field = 'reason' | 'text';

/** Drops control characters a pasted text may carry (line breaks and tabs stay). */
// eslint-disable-next-line no-control-regex -- the point is to match control characters
const printable = (s: string) => s.replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');

export function ReportScreen() {
  const { t, dispatch } = useFeature(accountFeature);
  const params = useParams();
  const id = routeId(params.id) ?? NaN;
  const state = useSlice(selectAccount, (a) => a.report);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  useEffect(
    () => () => {
      dispatch(accountActions.reportReset());
    },
    [dispatch],
  );

  if (!Number.isInteger(id) || id <= 0) {
    return (
      <section className="panel-center" data-testid="report-invalid">
        <p role="alert">{t('report.invalidUser')}</p>
        <ButtonLink to={AUTH_HOME}>{t('report.home')}</ButtonLink>
      </section>
    );
  }

  if (state.doneFor === id) {
    return (
      <div className="acc" data-testid="report-done">
        <section className="acc-card acc-done">
          <span className="acc-done__icon" aria-hidden="true">
            <IconCheck size={32} strokeWidth={2.5} />
          </span>
          <div role="status">
            <h1 className="acc__title">{t('report.done')}</h1>
          </div>
          <ButtonLink to={AUTH_HOME}>{t('report.home')}</ButtonLink>
          <p className="muted">{t('report.blockHint')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              dispatch(dislikeRequested({ id }));
              dispatch(navigationRequested({ to: AUTH_HOME, replace: true }));
            }}
          >
            {t('report.block')}
          </Button>
        </section>
      </div>
    );
  }

  // REPORT-05: Form runs it only when no request is under way.
  const onSubmit = () => {
    const errs = validateReport(reason, text);
    setErrors(errs);
    if (Object.keys(errs).length) {
      focusFirst(['reason', 'text'] as const, errs, refs.current);
      return;
    }
    dispatch(accountActions.reportRequested({ id, reason, text: text.trim() }));
  };

  return (
    <div className="acc" data-testid="report">
      <AccountCard id="report-title" heading="h1" title={t('report.title')}>
        <ReportedMember id={id} />
        <p className="acc__lead">{t('report.lead')}</p>
        <Form className="acc-form" busy={state.loading} onSubmit={onSubmit}>
          {state.failed ? <FormAlert>{state.message ?? t('report.failed')}</FormAlert> : null}
          <SelectField
            ref={keepRef(refs, 'reason')}
            id="report-reason"
            label={t('report.reason')}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (errors.reason) setErrors({});
            }}
            error={errors.reason ? t(`report.${errors.reason}`) : null}
          >
            <option value="">{t('report.reasonPlaceholder')}</option>
            {REPORT_REASONS.map((v) => (
              <option key={v} value={v}>
                {t(`report.reasons.${v}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            ref={keepRef(refs, 'text')}
            id="report-text"
            label={t('report.description')}
            maxLength={REPORT_TEXT_MAX}
            value={text}
            onChange={(e) => {
              // SHELL-54: format filtering (no control characters), then the limit truncates.
              setText(printable(e.target.value).slice(0, REPORT_TEXT_MAX));
              if (errors.text) setErrors({});
            }}
            onBlur={() => {
              // SHELL-54: leaving the description blank styles it as an error at once.
              if (!text.trim() && !errors.reason) setErrors({ text: 'descriptionRequired' });
            }}
            error={errors.text ? t(`report.${errors.text}`) : null}
            counter={t('report.counter', { count: text.length, max: REPORT_TEXT_MAX })}
          />
          <Button type="submit" block loading={state.loading}>
            {t('report.submit')}
          </Button>
        </Form>
      </AccountCard>
    </div>
  );
}

/**
 * Who is being reported (REPORT-01; issues 30, 42): the member the profile view or the conversation just
 * showed, with their photo; a page that knows only the id (a bare link, a reload) reads their profile
 * view. Until then, or when the server names nobody, the page names nobody.
 */
function ReportedMember({ id }: { id: number }) {
  const { t, dispatch } = useFeature(accountFeature);
  const viewed = useAppSelector((s) => selectViewedMember(s, id));
  const header = useAppSelector((s) => selectConversation(s, id)?.header ?? null);
  const loaded = useSlice(selectAccount, (a) => (a.reportedMember?.id === id ? a.reportedMember : null));
  const known =
    viewed ??
    (header?.nickname ? { nickname: header.nickname, picture: header.hasPicture ? header.picture : null, gender: header.gender } : null);
  const unknown = known === null;
  useEffect(() => {
    if (unknown) dispatch(accountActions.reportedMemberRequested({ id }));
  }, [unknown, id, dispatch]);
  const who = known ?? loaded;
  if (!who) return null;
  return (
    // A div: the photo's box is a div, which a <p> may not hold.
    <div className="acc-report__who" data-testid="report-who">
      <span className="acc-report__avatar">
        <ProfileImage name={who.picture} alt="" gender={who.gender} size={IMAGE_SIZES.thumb} ratio="1" eager />
      </span>
      <span>{t('report.who', { nickname: who.nickname })}</span>
    </div>
  );
}
