/**
 * ACC-11 to ACC-13: one switch per notification kind and column. 'resumen' only for women; the Android
 * column only when the member has an Android set. A change is saved at once (with both sets) and
 * rolled back with a message when the save fails.
 */
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSlice } from '@/store';
import { accountActions, selectAccount } from '../slice';
import { ALERT_KEYS, type Account, type AlertColumn } from '../types';

export function NotificationToggles({ alerts, female }: { alerts: Account['alerts']; female: boolean }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const failed = useSlice(selectAccount, (a) => a.alertsError);
  const columns: AlertColumn[] = alerts.android ? ['web', 'android'] : ['web'];
  const keys = ALERT_KEYS.filter((k) => k !== 'resumen' || female);

  return (
    <>
      <table className="alerts" data-testid="notification-toggles">
        <thead>
          <tr>
            <th scope="col">{t('notifications.type')}</th>
            {columns.map((c) => (
              <th key={c} scope="col" className="alerts__col">
                {t(`notifications.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k}>
              <th scope="row">{t(`notifications.${k}`)}</th>
              {columns.map((c) => {
                const set = alerts[c];
                const checked = Boolean(set?.[k]);
                return (
                  <td key={c} className="alerts__col">
                    <label className="switch">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={checked}
                        aria-label={t('notifications.toggle', { type: t(`notifications.${k}`), column: t(`notifications.${c}`) })}
                        onChange={(e) => dispatch(accountActions.alertToggled({ column: c, key: k, value: e.target.checked }))}
                      />
                      <span className="switch__track" aria-hidden="true" />
                    </label>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {failed ? (
        <p className="acc-error" role="alert">
          {t('notifications.saveError')}
        </p>
      ) : null}
    </>
  );
}
