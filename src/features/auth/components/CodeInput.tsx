/**
 * Five one-character boxes (AUTH-47: all five non-empty, whatever the characters): typing one moves to
 * the next box, pasting (or autofilling) a 5-character code fills them all, Backspace on an empty box
 * goes back, arrows move between boxes. Only spaces are dropped (a pasted '12 345' is '12345').
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@/shared/lib/validation';

interface Props {
  value: string[];
  onChange: (next: string[], complete: boolean) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** The characters of what was typed or pasted, spaces dropped (an emoji or accented letter is one). */
const charsOf = (s: string): string[] => Array.from(s.replace(/\s/g, ''));

export function CodeInput({ value, onChange, labelId, describedBy, invalid, disabled }: Props) {
  const { t } = useTranslation('auth');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(CODE_LENGTH - 1, i))];
    el?.focus();
    el?.select();
  };

  const fill = (start: number, chars: string[]) => {
    const next = [...value];
    let i = start;
    for (const d of chars) {
      if (i >= CODE_LENGTH) break;
      next[i] = d;
      i += 1;
    }
    onChange(
      next,
      next.every((d) => d !== ''),
    );
    focus(i >= CODE_LENGTH ? CODE_LENGTH - 1 : i);
  };

  const onInput = (i: number, raw: string) => {
    const chars = charsOf(raw);
    if (!chars.length) {
      const next = [...value];
      next[i] = '';
      onChange(next, false);
      return;
    }
    const old = value[i];
    if (chars.length === 2 && old) {
      // A character typed into a filled box: keep the new one.
      fill(i, [chars[0] === old ? chars[1]! : chars[0]!]);
      return;
    }
    // One typed character, or several from autofill (a whole code fills from the first box).
    fill(chars.length >= CODE_LENGTH ? 0 : i, chars);
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const chars = charsOf(e.clipboardData.getData('text'));
    e.preventDefault();
    if (chars.length) fill(chars.length >= CODE_LENGTH ? 0 : i, chars);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[i] && i > 0) {
      e.preventDefault();
      const next = [...value];
      next[i - 1] = '';
      onChange(next, false);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(i + 1);
    }
  };

  return (
    <div className="code-input" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {Array.from({ length: CODE_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          className="code-input__box"
          type="text"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={t('code.digit', { n: i + 1 })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={value[i] ?? ''}
          onChange={(e) => onInput(i, e.target.value)}
          onPaste={(e) => onPaste(i, e)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
