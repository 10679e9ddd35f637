import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '@/app/public';
import { PATHS } from '@/app/public';
import { IconInstall } from '../icons';
import { selectCanInstall } from '../slice';

/** PWA-08 / PWA-09: the side menu's install entry, only while installing is possible. */
export function InstallMenuEntry({ className }: { className: string }) {
  const { t } = useTranslation();
  const can = useAppSelector(selectCanInstall);
  if (!can) return null;
  return (
    <li>
      <NavLink to={PATHS.ADD_TO_HOME_SCREEN} className={className} data-testid="menu-install">
        <span className="side-menu__icon">
          <IconInstall />
        </span>
        <span className="side-menu__label">{t('menu.install')}</span>
      </NavLink>
    </li>
  );
}
