/** The profile view's "Más opciones" menu: report the member, or the note that they were reported (PROF-05, OPEN-37). */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUserPath, useAppDispatch, useAppSelector } from '@/store';
import { selectIsReported } from '@/features/lists';
import { navigationRequested } from '@/features/shell';
import { IconMore } from '@/shared/ui/icons';
import { IconFlag } from './icons';
import type { ProfileView } from '../types';

export function ProfileMenu({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const reported = useAppSelector((s) => selectIsReported(s, profile.id, profile.reported));
  const trigger = useRef<HTMLButtonElement>(null);
  // Escape closes only the popover (not the profile view): its default, the dialog's 'cancel', is prevented.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    }
  };
  return (
    <div className="pmenu">
      <button
        type="button"
        ref={trigger}
        onKeyDown={onKeyDown}
        className="icon-btn"
        aria-label={t('menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        <IconMore />
      </button>
      {open ? (
        <div className="pmenu__list" role="menu" tabIndex={-1} onKeyDown={onKeyDown}>
          {reported ? (
            <div className="pmenu__note" role="menuitem" aria-disabled="true" tabIndex={-1}>
              <IconFlag size={18} />
              {t('reported')}
            </div>
          ) : (
            <button
              type="button"
              role="menuitem"
              className="pmenu__item"
              // OPEN-37: the report page of the viewed member; replaces the modal's history entry.
              onClick={() => dispatch(navigationRequested({ to: reportUserPath(profile.id), replace: true }))}
            >
              <IconFlag size={18} />
              {t('report')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
