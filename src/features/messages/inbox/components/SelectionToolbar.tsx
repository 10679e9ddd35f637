/**
 * The message list's toolbar while rows are selected by a long press (MSG-08..12): clear the selection,
 * how many are selected, select all, mark as read and delete.
 */
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store';
import { IconButton } from '@/shared/ui/Button';
import { IconClose, IconTrash } from '@/shared/ui/icons';
import { IconCheckAll, IconMailOpen } from '../../components/icons';
import { messagesActions, type Box } from '../../state';

/** The actions on the selected conversations, in their order after the count. */
const SELECTION_TOOLS = [
  { label: 'selection.selectAll', Icon: IconCheckAll, action: (box: Box) => messagesActions.selectionChanged({ box, target: 'ALL' }) },
  { label: 'selection.markRead', Icon: IconMailOpen, action: (box: Box) => messagesActions.markReadRequested({ box }) },
  { label: 'selection.delete', Icon: IconTrash, action: (box: Box) => messagesActions.deleteRequested({ box }) },
] as const;

export function SelectionToolbar({ box, count }: { box: Box; count: number }) {
  const { t } = useTranslation('messages');
  const dispatch = useAppDispatch();
  return (
    <div className="msg-select-bar" role="toolbar" aria-label={t('selection.toolbar')} data-testid="selection-toolbar">
      <IconButton label={t('selection.close')} onClick={() => dispatch(messagesActions.selectionChanged({ box, target: 'CLEAR' }))}>
        <IconClose />
      </IconButton>
      <span className="msg-select-bar__count" aria-live="polite">
        {t('list.selected', { count })}
      </span>
      {SELECTION_TOOLS.map(({ label, Icon, action }) => (
        <IconButton key={label} label={t(label)} onClick={() => dispatch(action(box))}>
          <Icon />
        </IconButton>
      ))}
    </div>
  );
}
