import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '@/store';
import { Logo } from '@/shared/ui/Logo';
import { config } from '@/shared/config/env';
import { IconBack } from '@/shared/ui/icons';
import '../auth.css';

/**
 * The entry screens' frame: a gradient band with the brand, a card in a centred column (max 480 px),
 * scrolling inside itself because page scroll is locked on the authentication screens (SHELL-44).
 */
export function AuthLayout({
  title,
  lead,
  children,
  footer,
  testId,
  back = true,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
  back?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth" data-testid={testId}>
      <div className="auth__band" aria-hidden="true" />
      <div className="auth__col">
        <header className="auth__top">
          {back ? (
            <Link to={PATHS.HOME} className="icon-btn auth__back" aria-label={t('back')}>
              <IconBack />
            </Link>
          ) : (
            <span className="auth__back-spacer" />
          )}
          <Link to={PATHS.HOME} className="auth__brand">
            <Logo size={30} onBrand />
            <span>{config.appName}</span>
          </Link>
          <span className="auth__back-spacer" />
        </header>
        <main className="auth__card">
          <h1 className="auth__title">{title}</h1>
          {lead ? <p className="auth__lead">{lead}</p> : null}
          {children}
        </main>
        {footer ? <footer className="auth__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
