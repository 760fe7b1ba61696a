// What a screen does not need in its first frame comes in the task after it (docs/decisions.md "The footer's
// logos after the first frame"): the first frame of the amount page, the one with the presets and the tiles,
// is painted without waiting for it.
import { useEffect, useState } from 'react';

/** False in the component's first render, true from a task after the next frame. */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's paint; the timer's task comes after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return after;
}
