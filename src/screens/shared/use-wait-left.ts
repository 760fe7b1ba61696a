// The countdown of a wait the player acts in (BLIK's code, MB Way's approval): the time left of the flow's own
// deadline, counted each second from when the screen opened, or on from a resumed wait's time
// (docs/decisions.md "A resumed wait keeps its deadline"), so the screen and the machine end together.
import { useEffect, useState } from 'react';
import { waitLeftMs, type PendingDeposit } from '../../domain/deposit-call';

export function useWaitLeft(lifetimeMs: number, resume: PendingDeposit | null): number {
  const [deadline] = useState(() => Date.now() + waitLeftMs(lifetimeMs, resume));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return Math.max(0, deadline - now);
}
