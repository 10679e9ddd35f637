/**
 * The shared age-range control: [ACC-03] my account, [ME-03] my profile and the wizard (saved on release),
 * [SRCH-10] the search (every change live). jsdom has no native range keyboard, so a key press is played
 * as the browser does it (keydown, the value's change, keyup); e2e/account.spec.ts presses real arrows.
 */
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AGE_MAX, AGE_MIN, clampAgeRange, moveAgeThumb, type AgeRange } from '@/shared/lib/age-range';
import { AgeRangeSlider } from './AgeRangeSlider';

const texts = { min: 'Edad mínima', max: 'Edad máxima', valueText: (n: number) => `${n} años` };
const line = (r: AgeRange) => <p data-testid="line">{`De ${r.min} a ${r.max} años`}</p>;
const thumbs = () => ({
  min: screen.getByRole('slider', { name: 'Edad mínima' }),
  max: screen.getByRole('slider', { name: 'Edad máxima' }),
});
const move = (el: HTMLElement, to: number) => fireEvent.change(el, { target: { value: String(to) } });
/** A keyboard step as a browser plays it on a native range input. */
const key = (el: HTMLElement, keyName: string, to: number) => {
  fireEvent.keyDown(el, { key: keyName });
  move(el, to);
  fireEvent.keyUp(el, { key: keyName });
};

function renderRelease(value: AgeRange = { min: 25, max: 40 }) {
  const onCommit = jest.fn();
  const view = render(<AgeRangeSlider mode="release" value={value} onCommit={onCommit} texts={texts} renderValue={line} />);
  return {
    onCommit,
    rerender: (v: AgeRange) =>
      view.rerender(<AgeRangeSlider mode="release" value={v} onCommit={onCommit} texts={texts} renderValue={line} />),
  };
}

/** The search's use: the parent owns the range and gets every change. */
function LiveHost({ onChange }: { onChange: (r: AgeRange) => void }) {
  const [r, setR] = useState<AgeRange>({ min: AGE_MIN, max: AGE_MAX });
  return (
    <AgeRangeSlider
      mode="live"
      value={r}
      onChange={(next) => {
        onChange(next);
        setR(next);
      }}
      texts={texts}
      renderValue={line}
    />
  );
}

describe('AgeRangeSlider', () => {
  it('[ACC-03][ME-03] a moved thumb is shown at once and committed once, when released', () => {
    const { onCommit } = renderRelease();
    const { min } = thumbs();
    move(min, 28);
    move(min, 30);
    expect(screen.getByTestId('line')).toHaveTextContent('De 30 a 40 años');
    expect(min).toHaveValue('30');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(min);
    fireEvent.touchEnd(min);
    fireEvent.blur(min);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith({ min: 30, max: 40 });
  });

  it('[ACC-03][ME-03] keyboard steps commit on key up, once per change; a key up without a change commits nothing', () => {
    const { onCommit } = renderRelease();
    const { max } = thumbs();
    fireEvent.keyUp(max, { key: 'Tab' });
    expect(onCommit).not.toHaveBeenCalled();
    key(max, 'ArrowRight', 41);
    expect(onCommit).toHaveBeenLastCalledWith({ min: 25, max: 41 });
    key(max, 'ArrowLeft', 40);
    expect(onCommit).toHaveBeenLastCalledWith({ min: 25, max: 40 });
    fireEvent.keyUp(max, { key: 'Shift' });
    fireEvent.blur(max);
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('[ACC-03][SRCH-10][ME-03] the thumbs stay inside 18..99 and at least a year apart', () => {
    const { onCommit } = renderRelease();
    const { min, max } = thumbs();
    expect(min).toHaveAttribute('min', String(AGE_MIN));
    expect(max).toHaveAttribute('max', String(AGE_MAX));
    move(max, 30);
    move(min, 60);
    expect(min).toHaveValue('29');
    expect(max).toHaveValue('30');
    move(max, 10);
    expect(max).toHaveValue('30');
    fireEvent.pointerUp(min);
    expect(onCommit).toHaveBeenLastCalledWith({ min: 29, max: 30 });
    move(min, 18);
    move(max, 19);
    expect(screen.getByTestId('line')).toHaveTextContent('De 18 a 19 años');
  });

  it('[ACC-03][SRCH-10][ME-03] each thumb is a named slider read as "NN años", following the drag', () => {
    renderRelease({ min: 21, max: 36 });
    const { min, max } = thumbs();
    expect(min).toHaveAttribute('aria-valuetext', '21 años');
    expect(max).toHaveAttribute('aria-valuetext', '36 años');
    move(max, 50);
    expect(max).toHaveAttribute('aria-valuetext', '50 años');
  });

  it('[ACC-03][ME-03] a new value from the store replaces what is shown, and is the base of the next commit', () => {
    const { onCommit, rerender } = renderRelease();
    const { min } = thumbs();
    move(min, 33);
    rerender({ min: 20, max: 45 });
    expect(min).toHaveValue('20');
    expect(screen.getByTestId('line')).toHaveTextContent('De 20 a 45 años');
    fireEvent.pointerUp(min);
    expect(onCommit).not.toHaveBeenCalled();
    move(min, 21);
    fireEvent.pointerUp(min);
    expect(onCommit).toHaveBeenCalledWith({ min: 21, max: 45 });
  });

  it("[ACC-03][ME-03] a thumb moved in the same moment its neighbour's commit comes back from the store keeps its place", () => {
    const onCommit = jest.fn();
    function StoreHost() {
      const [saved, setSaved] = useState<AgeRange>({ min: 20, max: 36 });
      const save = (next: AgeRange) => {
        onCommit(next);
        setSaved(next);
      };
      return <AgeRangeSlider mode="release" value={saved} onCommit={save} texts={texts} renderValue={line} />;
    }
    render(<StoreHost />);
    const { min, max } = thumbs();
    move(max, 99);
    // Focus goes to the other thumb (the first one's blur commits) and it moves before React renders.
    act(() => {
      fireEvent.blur(max);
      move(min, 80);
    });
    expect(onCommit).toHaveBeenLastCalledWith({ min: 20, max: 99 });
    expect(min).toHaveValue('80');
    expect(screen.getByTestId('line')).toHaveTextContent('De 80 a 99 años');
    fireEvent.pointerUp(min);
    expect(onCommit).toHaveBeenLastCalledWith({ min: 80, max: 99 });
    expect(onCommit).toHaveBeenCalledTimes(2);
  });

  it('[SRCH-10] live mode reports every change, kept inside the gap, and shows what its parent holds', () => {
    const onChange = jest.fn();
    render(<LiveHost onChange={onChange} />);
    const { min, max } = thumbs();
    move(max, 18);
    expect(onChange).toHaveBeenLastCalledWith({ min: 18, max: 19 });
    expect(max).toHaveAttribute('aria-valuetext', '19 años');
    move(max, 60);
    move(min, 30);
    move(min, 31);
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(onChange).toHaveBeenLastCalledWith({ min: 31, max: 60 });
    expect(screen.getByTestId('line')).toHaveTextContent('De 31 a 60 años');
    fireEvent.pointerUp(min);
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});

describe('age-range rules', () => {
  it('[ACC-03][SRCH-10] any pair becomes whole years inside 18..99 with a gap of at least 1', () => {
    expect(clampAgeRange(10, 120)).toEqual({ min: 18, max: 99 });
    expect(clampAgeRange(NaN, Number.POSITIVE_INFINITY)).toEqual({ min: 18, max: 99 });
    expect(clampAgeRange(30.4, 44.6)).toEqual({ min: 30, max: 45 });
    expect(clampAgeRange(99, 99)).toEqual({ min: 98, max: 99 });
    expect(clampAgeRange(60, 40)).toEqual({ min: 60, max: 61 });
    expect(moveAgeThumb({ min: 30, max: 40 }, 'min', 45)).toEqual({ min: 39, max: 40 });
    expect(moveAgeThumb({ min: 30, max: 40 }, 'max', 12)).toEqual({ min: 30, max: 31 });
    expect(moveAgeThumb({ min: 30, max: 40 }, 'max', 120)).toEqual({ min: 30, max: 99 });
  });
});
