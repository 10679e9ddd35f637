import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { Dialog, type DialogProps } from '@/shared/ui/Dialog';

interface OverlayDialogProps extends Omit<DialogProps, 'className' | 'testId' | 'actions'> {
  /** Names the dialog: class and test id `${name}-modal`. */
  name: 'match' | 'promo';
  /** The last action's text: a ghost button that closes the overlay. */
  closeLabel: string;
  /** Actions above the close button. */
  actions?: ReactNode;
}

/** A realtime overlay (the match, the promotion): the shared Dialog whose last action closes it. */
export function OverlayDialog({ name, closeLabel, actions, ...dialog }: OverlayDialogProps) {
  return (
    <Dialog
      {...dialog}
      className={`${name}-modal`}
      testId={`${name}-modal`}
      actions={
        <>
          {actions}
          <Button variant="ghost" block onClick={dialog.onClose}>
            {closeLabel}
          </Button>
        </>
      }
    />
  );
}
