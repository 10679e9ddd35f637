/**
 * My account's data saver switch (beyond the spec, docs/data-saver.md): a setting of
 * this device, kept in localStorage (shared/lib/data-saver.ts). Its initial state follows the browser's
 * Save-Data until the member chooses.
 */
import { useTranslation } from 'react-i18next';
import { browserSaveData, dataSaverChoice, setDataSaver } from '@/shared/lib/data-saver';
import { useDataSaver } from '@/shared/ui/use-data-saver';

export function DataSaverToggle() {
  const { t } = useTranslation('account');
  const on = useDataSaver();
  const byBrowser = on && dataSaverChoice() === 'auto' && browserSaveData();
  return (
    <>
      <label className="acc-saver">
        <span className="acc-saver__label">{t('dataSaver.toggle')}</span>
        <span className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={on}
            aria-describedby="acc-saver-lead"
            data-testid="data-saver-toggle"
            onChange={(e) => setDataSaver(e.target.checked)}
          />
          <span className="switch__track" aria-hidden="true" />
        </span>
      </label>
      {byBrowser ? <p className="muted">{t('dataSaver.byBrowser')}</p> : null}
    </>
  );
}
