/**
 * The one age-range control (ACC-03 in my account, ME-03 in my profile and the wizard, SRCH-10 in the
 * search): 18 to 99 with a gap of at least 1, two native range inputs over one track, so each thumb is a
 * real slider for the keyboard (arrows, Page Up/Down, Home/End) and for screen readers (its name and
 * 'NN años' as its value). The texts come from the feature (shared/ui knows no feature namespace).
 *
 *   // live: every move is reported (the search's draft)
 *   <AgeRangeSlider mode="live" value={r} onChange={setR} texts={texts} />
 *   // release: shown locally while dragging, committed once per change on release (pointer up, key up,
 *   // touch end, blur); a new value from the store (a rollback, say) replaces the one shown, but our own
 *   // commit coming back does not undo a thumb moved since
 *   <AgeRangeSlider mode="release" value={saved} onCommit={save} texts={texts} renderValue={(r) => <p>...</p>} />
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { AGE_MAX, AGE_MIN, moveAgeThumb, type AgeRange } from '@/shared/lib/age-range';
import './age-range.css';

export interface AgeRangeTexts {
  /** The lower thumb's accessible name ('Edad mínima'). */
  min: string;
  /** The upper thumb's accessible name ('Edad máxima'). */
  max: string;
  /** What a screen reader reads as a thumb's value ('30 años'). */
  valueText: (value: number) => string;
}

interface CommonProps {
  value: AgeRange;
  texts: AgeRangeTexts;
  /** The feature's visible value line above the track, given the range shown (it follows a drag). */
  renderValue?: (shown: AgeRange) => ReactNode;
  /** '18' and '99' under the ends of the track. */
  showEnds?: boolean;
  /** The thumbs' ids are `${idPrefix}-min` and `${idPrefix}-max` (a generated prefix by default). */
  idPrefix?: string;
}

export type AgeRangeSliderProps = CommonProps &
  ({ mode: 'live'; onChange: (next: AgeRange) => void } | { mode: 'release'; onCommit: (next: AgeRange) => void });

const ENDS = ['min', 'max'] as const;
const SPAN = AGE_MAX - AGE_MIN;
const percent = (age: number) => ((age - AGE_MIN) / SPAN) * 100;

export function AgeRangeSlider(props: AgeRangeSliderProps) {
  const { value, texts, renderValue, showEnds = false } = props;
  const generated = useId();
  const idPrefix = props.idPrefix ?? generated;
  // Release mode: what the thumbs show until released, and the last range committed (or received).
  const [local, setLocal] = useState(value);
  const [received, setReceived] = useState(value);
  const committed = useRef(value);
  // A new value from the store (a rollback, another screen's save) replaces what is shown, in the render
  // that brings it; our own commit coming back does not: a thumb may have moved on since.
  if (value.min !== received.min || value.max !== received.max) {
    setReceived(value);
    if (value.min !== committed.current.min || value.max !== committed.current.max) setLocal(value);
  }
  useLayoutEffect(() => {
    committed.current = value;
  }, [value.min, value.max]); // eslint-disable-line react-hooks/exhaustive-deps -- the pair, not the object

  const shown = props.mode === 'live' ? value : local;
  const move = (end: keyof AgeRange, to: number) => {
    if (props.mode === 'live') props.onChange(moveAgeThumb(value, end, to));
    else setLocal((r) => moveAgeThumb(r, end, to));
  };
  const commit = () => {
    if (props.mode !== 'release') return;
    if (local.min === committed.current.min && local.max === committed.current.max) return;
    committed.current = local;
    props.onCommit(local);
  };
  const release = props.mode === 'release' ? { onPointerUp: commit, onKeyUp: commit, onTouchEnd: commit, onBlur: commit } : {};
  const left = percent(shown.min);
  const right = percent(shown.max);

  return (
    <div className="age-range">
      {renderValue?.(shown)}
      <div className="age-range__track">
        <span className="age-range__bar">
          <span className="age-range__rail" />
          <span className="age-range__fill" style={{ left: `${left}%`, width: `${right - left}%` }} />
        </span>
        {ENDS.map((end) => (
          <input
            key={end}
            id={`${idPrefix}-${end}`}
            // When the thumbs meet, the one that can still move away is on top: the lower one past the middle.
            className={end === 'min' && shown.min > AGE_MIN + SPAN / 2 ? 'age-range__input age-range__input--top' : 'age-range__input'}
            type="range"
            min={AGE_MIN}
            max={AGE_MAX}
            step={1}
            value={shown[end]}
            aria-label={texts[end]}
            aria-valuetext={texts.valueText(shown[end])}
            onChange={(e) => move(end, Number(e.target.value))}
            {...release}
          />
        ))}
      </div>
      {showEnds ? (
        <div className="age-range__ends" aria-hidden="true">
          <span>{AGE_MIN}</span>
          <span>{AGE_MAX}</span>
        </div>
      ) : null}
    </div>
  );
}
