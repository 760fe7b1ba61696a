// What a screen does not need in its first frame comes in the task after it (docs/decisions.md "The footer's
// logos after the first frame"): the first frame of the amount page, the one with the presets and the tiles,
// is painted without waiting for it.
import { useEffect, useState } from 'react';

/**
 * False until `shown` is true, then true from a task after the next frame: a later task, so React does not
 * render it with the update that showed the page.
 */
export function useAfterFirstPaint(shown: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!shown || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the timer's task comes after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, after]);
  return after;
}
