import { useEffect, useRef, useState } from 'react';

/**
 * A Pay tap is never lost: pressed while the card's brands are still being read, it is kept
 * (the button shows it is busy) and sent as soon as they are known.
 */
export function useQueuedSubmit(waiting: boolean, send: () => void) {
  const [queued, setQueued] = useState(false);
  const latest = useRef(send);
  latest.current = send;
  useEffect(() => {
    if (queued && !waiting) {
      setQueued(false);
      latest.current();
    }
  }, [queued, waiting]);
  return { queued, submit: () => (waiting ? setQueued(true) : send()) };
}
