import { useAppDispatch, useAppSelector, useStoreDialog } from '@/store';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { alertClosed, optionListClosed, selectAlert, selectOptionList } from '../slice';
import { useDialogText } from './DialogText';

/**
 * The generic alert (SHELL-33) and option-list (SHELL-34) dialogs. SHELL-31: while one is open, any
 * navigation (including Back) closes it and is stopped, so the route does not change (the Dialog's own
 * hold). Their state is the store's: a button that closes one and dispatches an action that navigates
 * (the chat menu's 'Bloquear usuario' closing a conversation) goes through.
 */
export function DialogHosts() {
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectAlert);
  const optionList = useAppSelector(selectOptionList);
  const text = useDialogText();
  const alertDialog = useStoreDialog((s) => selectAlert(s) !== null);
  const optionListDialog = useStoreDialog((s) => selectOptionList(s) !== null);

  return (
    <>
      <Dialog
        {...alertDialog}
        onClose={() => dispatch(alertClosed())}
        title={alert?.title ? text(alert.title) : undefined}
        label={alert && !alert.title ? text(alert.text) : undefined}
        testId="alert-dialog"
        actions={alert?.buttons.map((b, i) => (
          <Button
            key={i}
            variant={b.variant ?? (i === alert.buttons.length - 1 ? 'primary' : 'secondary')}
            onClick={() => {
              dispatch(alertClosed());
              if (b.action) dispatch(b.action);
            }}
          >
            {text(b.label)}
          </Button>
        ))}
      >
        {alert ? <p className="dialog__text">{text(alert.text)}</p> : null}
      </Dialog>
      <Dialog
        {...optionListDialog}
        onClose={() => dispatch(optionListClosed())}
        title={optionList ? text(optionList.title) : undefined}
        testId="option-list-dialog"
        // Every option sheet can be left without choosing (issue 21).
        actions={
          optionList ? (
            <Button variant="ghost" onClick={() => dispatch(optionListClosed())}>
              {text({ key: 'actions.cancel' })}
            </Button>
          ) : null
        }
      >
        {optionList ? (
          <ul className="option-list">
            {optionList.options.map((o, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => {
                    dispatch(optionListClosed());
                    dispatch(o.action);
                  }}
                >
                  {text(o.label)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </Dialog>
    </>
  );
}
