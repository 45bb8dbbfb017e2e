// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownText } from './countdown';

let renders = 0;
/** A screen around the countdown that counts its own renders. */
function Screen({ to }: { to: Date }) {
  renders++;
  return (
    <p>
      Starts in <Countdown to={to} />
    </p>
  );
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-07-02T10:00:00.250Z'));
  renders = 0;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const timer = () => document.querySelector('[role="timer"]')!;

describe('countdownText', () => {
  it('reads as a clock, hours only when there are some, and 0:00 once come', () => {
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(countdownText(65_000)).toBe('1:05');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5_000)).toBe('0:00');
  });
});

describe('Countdown', () => {
  it('ticks each second by writing its own text node, and nothing around it renders again', () => {
    render(<Screen to={new Date('2026-07-02T10:01:00Z')} />);
    const node = timer().firstChild;
    expect(timer().textContent).toBe('1:00');
    expect(renders).toBe(1);

    // The first tick comes at the clock's next second, then one a second.
    act(() => vi.advanceTimersByTime(750));
    expect(timer().textContent).toBe('0:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer().textContent).toBe('0:58');
    act(() => vi.advanceTimersByTime(5000));
    expect(timer().textContent).toBe('0:53');

    expect(renders).toBe(1);
    // The very text node, its data changed.
    expect(timer().firstChild).toBe(node);
  });

  it('stops at zero', () => {
    render(<Screen to={new Date('2026-07-02T10:00:02Z')} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(timer().textContent).toBe('0:00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops while the tab is hidden, and catches up when it shows again', () => {
    render(<Screen to={new Date('2026-07-02T11:00:00Z')} />);
    act(() => vi.advanceTimersByTime(750));
    expect(timer().textContent).toBe('59:59');
    act(() => setVisibility('hidden'));
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer().textContent).toBe('59:59');
    act(() => setVisibility('visible'));
    expect(timer().textContent).toBe('58:59');
    expect(vi.getTimerCount()).toBe(1);
    expect(renders).toBe(1);
  });

  it('counts to a new jamaat when given one', () => {
    const { rerender } = render(<Screen to={new Date('2026-07-02T10:00:30Z')} />);
    expect(timer().textContent).toBe('0:30');
    rerender(<Screen to={new Date('2026-07-02T12:00:00Z')} />);
    expect(timer().textContent).toBe('2:00:00');
  });
});
