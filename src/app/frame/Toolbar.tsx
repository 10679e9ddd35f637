import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useScreenTitleKey, AUTH_HOME, PATHS } from '@/store';
import { selectCounters, selectMe } from '@/features/session';
import { IconButton } from '@/shared/ui/Button';
import { IconCards, IconChat, IconMenu, IconSearch } from '@/shared/ui/icons';
import { menuOpened, modalOpenRequested, selectMenuOpen } from '@/features/shell';
import { Logo } from '@/shared/ui/Logo';

/** SHELL-45 to SHELL-50: logo, title, like-game, search, messages with counter, menu. */
export function Toolbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const { messages } = useAppSelector(selectCounters);
  const menuOpen = useAppSelector(selectMenuOpen);
  const titleKey = useScreenTitleKey();

  return (
    <header className="toolbar" data-testid="toolbar">
      <Link to={AUTH_HOME} className="toolbar__logo" aria-label={t('toolbar.home')}>
        <Logo size={34} />
      </Link>
      <h1 className="toolbar__title">{titleKey ? t(titleKey as never) : ''}</h1>
      <div className="toolbar__actions">
        {me?.likeGame ? (
          <IconButton label={t('toolbar.likeGame')} onClick={() => dispatch(modalOpenRequested({ modal: 'like-game' }))}>
            <IconCards />
          </IconButton>
        ) : null}
        <IconButton label={t('toolbar.search')} onClick={() => dispatch(modalOpenRequested({ modal: 'search' }))}>
          <IconSearch />
        </IconButton>
        <Link
          to={PATHS.MESSAGE_RECEIVED}
          className="icon-btn"
          aria-label={messages > 0 ? t('toolbar.messagesCount', { count: messages }) : t('toolbar.messages')}
          data-testid="toolbar-messages"
        >
          <IconChat />
          {messages > 0 ? (
            <span className="count-badge count-badge--corner" aria-hidden="true">
              {messages > 99 ? '99+' : messages}
            </span>
          ) : null}
        </Link>
        <IconButton label={t('menu.open')} aria-controls="side-menu" aria-expanded={menuOpen} onClick={() => dispatch(menuOpened())}>
          <IconMenu />
        </IconButton>
      </div>
    </header>
  );
}
