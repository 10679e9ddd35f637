import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector, AUTH_HOME, PATHS } from '@/store';
import { logoutRequested, selectCounters, selectMe } from '@/features/session';
import { IconInstall, selectCanInstall } from '@/features/pwa';
import { config, versionString } from '@/shared/config/env';
import { afterNextPaint, whenIdle } from '@/shared/lib/idle';
import { IMAGE_SIZES } from '@/shared/lib/images';
import { IconButton } from '@/shared/ui/Button';
import { ProfileImage } from '@/shared/ui/ProfileImage';
import {
  IconClose,
  IconCrown,
  IconEye,
  IconHeart,
  IconHelp,
  IconHome,
  IconLogout,
  IconSettings,
  IconStar,
  IconUndo,
  IconUser,
} from '@/shared/ui/icons';
import { menuClosed, modalOpenRequested, selectMenuOpen } from '@/features/shell';

/** The menu's contents are built within this long of the frame's first paint, idle or not. */
const PREBUILD_WITHIN_MS = 5000;

function Count({ n }: { n: number }) {
  const { t } = useTranslation();
  if (n <= 0) return null;
  return (
    <span className="side-menu__count">
      <span aria-hidden="true">{n > 99 ? '99+' : n}</span>
      <span className="visually-hidden">{t('menu.newCount', { count: n })}</span>
    </span>
  );
}

/** A menu entry: an in-app link (`to`), another site in a new tab (`href`), or an action (`onClick`). */
function Entry({
  to,
  href,
  icon,
  children,
  onClick,
  testId,
}: {
  to?: string;
  href?: string;
  icon: ReactNode;
  children: ReactNode;
  onClick?: () => void;
  testId?: string;
}) {
  const inner = (
    <>
      <span className="side-menu__icon">{icon}</span>
      <span className="side-menu__label">{children}</span>
    </>
  );
  let item;
  if (to)
    item = (
      <NavLink to={to} className="side-menu__item" end data-testid={testId}>
        {inner}
      </NavLink>
    );
  else if (href)
    item = (
      <a className="side-menu__item" href={href} target="_blank" rel="noopener noreferrer">
        {inner}
      </a>
    );
  else
    item = (
      <button type="button" className="side-menu__item" onClick={onClick}>
        {inner}
      </button>
    );
  return <li>{item}</li>;
}

/**
 * SHELL-35 to SHELL-44: entries in the spec's order with counters and conditional entries, the version
 * string, a 0.55 s slide, Esc/backdrop to close, focus moved in and returned, page scroll locked.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  // The panel's contents are built at the first idle moment after the frame is in (then kept, for the
  // slide out): a closed menu costs the first screen no rendering, style or layout, and the tap that
  // opens it only moves the panel (building it in the tap was 30-60 ms of it at CPU 4x). Where the
  // browser has no idle callback (Safari) they are built by the first open.
  const [built, setBuilt] = useState(open);
  if (open && !built) setBuilt(true);
  useEffect(() => {
    if (built || typeof window.requestIdleCallback !== 'function') return undefined;
    let live = true;
    void whenIdle({ timeoutMs: PREBUILD_WITHIN_MS }).then(() => {
      if (live) setBuilt(true);
    });
    return () => {
      live = false;
    };
  }, [built]);

  useEffect(() => {
    document.body.classList.toggle('scroll-locked', open);
    if (open) {
      opener.current = document.activeElement;
      // Focus moves in after the frame that shows the menu: focusing inside the tap would make the
      // browser work out the opened menu's styles and layout there and then, a second time before that
      // frame (issue 32: up to 60 ms of the tap at CPU 4x).
      let stale = false;
      void afterNextPaint().then(() => {
        if (!stale) panel.current?.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
      });
      const onKey = (e: KeyboardEvent) => {
        if (e.key === 'Escape') dispatch(menuClosed());
        // Focus stays in the open menu (issue 21): Tab from the last entry goes to the first and back.
        if (e.key === 'Tab' && panel.current) {
          const items = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
          const first = items[0];
          const last = items[items.length - 1];
          const active = document.activeElement;
          if (!first || !last) return;
          if (!panel.current.contains(active)) {
            e.preventDefault();
            first.focus();
          } else if (e.shiftKey && active === first) {
            e.preventDefault();
            last.focus();
          } else if (!e.shiftKey && active === last) {
            e.preventDefault();
            first.focus();
          }
        }
      };
      document.addEventListener('keydown', onKey);
      return () => {
        stale = true;
        document.removeEventListener('keydown', onKey);
      };
    }
    const o = opener.current;
    if (o instanceof HTMLElement && o.isConnected) o.focus();
    return undefined;
  }, [open, dispatch]);

  useEffect(() => () => document.body.classList.remove('scroll-locked'), []);

  const close = () => dispatch(menuClosed());

  return (
    <div className={`side-menu${open ? ' side-menu--open' : ''}`} data-testid="side-menu" inert={!open}>
      <div className="side-menu__backdrop" onClick={close} aria-hidden="true" />
      <nav id="side-menu" ref={panel} className="side-menu__panel" aria-label={t('menu.label')}>
        {built ? <MenuContents close={close} /> : null}
      </nav>
    </div>
  );
}

function MenuContents({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const { matches, visits } = useAppSelector(selectCounters);
  const canInstall = useAppSelector(selectCanInstall);
  return (
    <>
      <div className="side-menu__head">
        {me ? (
          <ProfileImage
            name={me.picture}
            gender={me.gender}
            alt=""
            size={IMAGE_SIZES.thumb}
            ratio="1"
            className="side-menu__avatar"
            eager
          />
        ) : null}
        <span className="side-menu__nick">{me?.nickname}</span>
        <IconButton label={t('menu.close')} onClick={close}>
          <IconClose />
        </IconButton>
      </div>
      <ul className="side-menu__list">
        <Entry to={AUTH_HOME} icon={<IconHome />}>
          {t('menu.home')}
        </Entry>
        <Entry to={PATHS.LIKES_RECEIVED} icon={<IconHeart />}>
          {t('menu.likesReceived')}
          <Count n={matches} />
        </Entry>
        {me?.hasMatchingListing ? (
          <Entry to={PATHS.MATCHING} icon={<IconStar />}>
            {t('menu.recommended')}
          </Entry>
        ) : null}
        <Entry to={PATHS.VISITS_RECEIVED} icon={<IconEye />}>
          {t('menu.visitsReceived')}
          <Count n={visits} />
        </Entry>
        <Entry
          icon={<IconCrown />}
          onClick={() => {
            close();
            dispatch(modalOpenRequested({ modal: 'pay-wall' }));
          }}
        >
          {t('menu.subscribe')}
        </Entry>
        <Entry to={PATHS.MY_PROFILE} icon={<IconUser />}>
          {t('menu.myProfile')}
        </Entry>
        <Entry to={PATHS.MY_ACCOUNT} icon={<IconSettings />}>
          {t('menu.myAccount')}
        </Entry>
        {me?.billing.btnRefund ? (
          <Entry to={PATHS.REFUND} icon={<IconUndo />}>
            {t('menu.refund')}
          </Entry>
        ) : null}
        <Entry icon={<IconLogout />} onClick={() => dispatch(logoutRequested({}))}>
          {t('menu.logout')}
        </Entry>
        {config.helpCenterUrl ? (
          <Entry href={config.helpCenterUrl} icon={<IconHelp />}>
            {t('menu.help')}
          </Entry>
        ) : null}
        {/* PWA-08 / PWA-09: the install entry, only while installing is possible. */}
        {canInstall ? (
          <Entry to={PATHS.ADD_TO_HOME_SCREEN} icon={<IconInstall />} testId="menu-install">
            {t('menu.install')}
          </Entry>
        ) : null}
      </ul>
      <p className="side-menu__version" data-testid="app-version">
        {t('menu.version', { version: versionString })}
      </p>
    </>
  );
}
