// Milliseconds left until `deadline` (ms on this machine's clock), counted down every second: the
// visible countdown of a ticket reservation, in the basket and for a reservation no line holds.
import { useEffect, useState } from 'react';

export function useTimeLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return deadline - now;
}
