/** My profile's tags (ME-16, ME-17): add and remove, suggestions as you type. */
import { memo, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useSlice } from '@/store';
import { Button } from '@/shared/ui/Button';
import { IconClose } from '@/shared/ui/icons';
import { myProfileActions, selectMyProfile } from '../slice';
import { type TagGroup } from '../types';
import { SaveStatus } from './TextFields';

/** ME-16/17: tags with add and remove, suggestions as you type (free text without a source). */
export const TagEditor = memo(function TagEditor({ group }: { group: TagGroup }) {
  const { t } = useTranslation('my-profile');
  const dispatch = useAppDispatch();
  const suggestions = useSlice(selectMyProfile, (p) => p.suggestions[group.key]);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const items = text.trim() && suggestions.text === text ? suggestions.items.filter((s) => !group.list.includes(s)) : [];
  const add = (value: string) => {
    const v = value.trim().slice(0, 80);
    setText('');
    setActive(-1);
    dispatch(myProfileActions.tagSuggestRequested({ kind: group.key, text: '' }));
    if (!v || group.list.some((x) => x.toLowerCase() === v.toLowerCase())) return;
    dispatch(myProfileActions.tagsSaveRequested({ kind: group.key, list: [...group.list, v] }));
  };
  return (
    <div className="me-tags">
      <label htmlFor={id} className="me-label">
        {group.title}
      </label>
      {group.list.length ? (
        <ul className="chip-list" aria-label={group.title}>
          {group.list.map((tag) => (
            <li key={tag} className="me-chip">
              {tag}
              <button
                type="button"
                className="me-chip__x"
                aria-label={t('tags.remove', { tag })}
                onClick={() => dispatch(myProfileActions.tagsSaveRequested({ kind: group.key, list: group.list.filter((x) => x !== tag) }))}
              >
                <IconClose size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="me-hint">{t('tags.empty')}</p>
      )}
      <div className="me-tags__add">
        <input
          ref={inputRef}
          id={id}
          className="me-input"
          value={text}
          role="combobox"
          aria-expanded={items.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && items[active] ? `${id}-opt-${active}` : undefined}
          placeholder={t('tags.placeholder')}
          maxLength={80}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            dispatch(myProfileActions.tagSuggestRequested({ kind: group.key, text: e.target.value }));
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && items.length) {
              e.preventDefault();
              setActive((a) => (a + 1) % items.length);
            } else if (e.key === 'ArrowUp' && items.length) {
              e.preventDefault();
              setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              add(active >= 0 && items[active] ? items[active] : text);
            } else if (e.key === 'Escape') setActive(-1);
          }}
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={!text.trim()}>
          {t('tags.add')}
        </Button>
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('tags.suggestions', { title: group.title })}
        className="me-suggest"
        hidden={items.length === 0}
      >
        {items.map((s, i) => (
          <li
            key={s}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="me-suggest__item"
            onMouseDown={(e) => e.preventDefault()}
            onKeyDown={() => undefined}
            onClick={() => {
              add(s);
              inputRef.current?.focus();
            }}
          >
            {s}
          </li>
        ))}
      </ul>
      <SaveStatus saveKey={`tags:${group.key}`} />
    </div>
  );
});
