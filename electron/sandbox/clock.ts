// The built-in service's clock: real time plus an offset, or a fixed instant. Tests and trainers
// move it forward (expire a reservation, reach next month) without sleeping.
import type { SandboxClock } from './types';

/** Creates a clock; `fixed` starts it frozen at that instant, otherwise it follows real time. */
export function createSandboxClock(fixed: Date | null = null): SandboxClock {
  let offset = 0;
  let frozen: number | null = fixed ? fixed.getTime() : null;
  return {
    now: () => new Date(frozen ?? Date.now() + offset),
    advance(ms: number) {
      if (frozen !== null) frozen += ms;
      else offset += ms;
    },
    set(instant: Date | null) {
      frozen = instant ? instant.getTime() : null;
    },
  };
}
