// Shared set-up of the auth tests: a real core on an in-memory database with a movable clock.
import { memoryLogger } from '../../../electron/common/log';
import { createCore, type Core } from '../../../electron/core';

/** A clock the test moves by hand. */
export function manualClock(start = '2026-11-20T10:00:00Z') {
  let t = new Date(start).getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

/** Cheap scrypt parameters: the production cost is tested in pin.test.ts. */
export const fastScrypt = { N: 1024, r: 8, p: 1 };

export async function testCore(clock = manualClock()): Promise<{ core: Core; clock: ReturnType<typeof manualClock>; lines: string[] }> {
  const logger = memoryLogger();
  const core = await createCore({ dataDir: ':memory:', clock, logger, scryptParams: fastScrypt });
  return { core, clock, lines: logger.lines };
}

export { as, BOSS_PIN, uid } from '../../helpers/session-clients';
