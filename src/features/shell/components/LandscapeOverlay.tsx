import { useTranslation } from 'react-i18next';
import { config } from '@/shared/config/env';
import { IconRotate } from '@/shared/ui/icons';
import './shell.css';

/**
 * SHELL-52: asks to rotate the device when the viewport is wider than tall and wider than 500 px.
 * Pure CSS (see .landscape-overlay in shell.css), so it costs no script and never shifts the layout.
 * Decision: it applies to short windows (height ≤ 500 px, a phone on its side), not to desktop windows.
 */
export function LandscapeOverlay() {
  const { t } = useTranslation();
  return (
    <div className="landscape-overlay" data-testid="landscape-overlay" role="dialog" aria-modal="true" aria-labelledby="landscape-title">
      <IconRotate size={56} className="landscape-overlay__icon" />
      <p id="landscape-title" className="landscape-overlay__title">
        {t('landscape.title')}
      </p>
      <p>{t('landscape.text', { appName: config.appName })}</p>
    </div>
  );
}
