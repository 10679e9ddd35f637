import { isSwipeDismiss } from './ToastHost';

describe('toast swipe', () => {
  it('[RT-22] swiping more than 75 px, or faster than 0.5 px/ms, dismisses; a short slow drag does not', () => {
    expect(isSwipeDismiss(76, 1000)).toBe(true);
    expect(isSwipeDismiss(-80, 1000)).toBe(true);
    expect(isSwipeDismiss(40, 50)).toBe(true); // 0.8 px/ms
    expect(isSwipeDismiss(40, 200)).toBe(false); // 0.2 px/ms
    expect(isSwipeDismiss(75, 1000)).toBe(false);
  });
});
