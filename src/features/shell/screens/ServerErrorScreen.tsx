import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { Button } from '@/shared/ui/Button';
import { serverErrorDismissed } from '../actions';
import '../components/shell.css';

/** API-15 / SHELL-06: '¡Oops!', the message, and 'Volver' which reloads '/'. */
export function ServerErrorScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <main className="panel-center oops" data-testid="server-error">
      <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="var(--c-primary-soft)" />
        <path d="M30 62c5-7 11-10 18-10s13 3 18 10" stroke="var(--c-primary)" strokeWidth="5" fill="none" strokeLinecap="round" />
        <circle cx="35" cy="38" r="5" fill="var(--c-primary)" />
        <circle cx="61" cy="38" r="5" fill="var(--c-primary)" />
      </svg>
      <h1 className="oops__title">{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <Button onClick={() => dispatch(serverErrorDismissed())}>{t('serverError.back')}</Button>
    </main>
  );
}
