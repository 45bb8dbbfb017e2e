import { useEffect, useLayoutEffect, useRef } from 'react';

const SECOND_MS = 1000;

/**
 * The time left as a clock reads it, with the portal's Latin digits: '1:05:09' for over an hour, '5:09' under
 * it, '0:00' once come. Seconds are counted up, so the countdown reads 0:00 at the jamaat's minute, not a
 * second before.
 */
export function countdownText(leftMs: number): string {
  const total = Math.max(0, Math.ceil(leftMs / SECOND_MS));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A live countdown to `to`. It is the one part of the screen that changes every second, so it draws itself:
 * React renders the element once, and a timer aligned to the clock's seconds writes the text node's data,
 * with no render of anything around it (not even of itself). The timer stops while the tab is hidden and
 * catches up when it shows again, and at zero; what the screen shows after the jamaat is its own to decide.
 * `role="timer"` keeps a screen reader from announcing each second.
 */
export function Countdown({ to, className }: { to: Date; className?: string }) {
  const element = useRef<HTMLSpanElement>(null);
  const text = useRef<Text | null>(null);
  const target = to.getTime();

  // Before the first paint, so the countdown never shows empty.
  useLayoutEffect(() => {
    const node = document.createTextNode(countdownText(target - Date.now()));
    element.current?.replaceChildren(node);
    text.current = node;
  }, [target]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const tick = () => {
      timer = undefined;
      const now = Date.now();
      const shown = countdownText(target - now);
      if (text.current && text.current.data !== shown) text.current.data = shown;
      if (target <= now || document.visibilityState === 'hidden') return;
      timer = setTimeout(tick, SECOND_MS - (now % SECOND_MS));
    };
    const onVisibility = () => {
      stop();
      if (document.visibilityState !== 'hidden') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [target]);

  return <span ref={element} role="timer" dir="ltr" className={className} />;
}
