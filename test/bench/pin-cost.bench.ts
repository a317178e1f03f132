// What a stolen database is worth to a PIN guesser: one PIN check at the production scrypt cost
// (auth/pin.ts), and the days an offline search of all 10^6 six-digit manager PINs takes on this
// machine, on one core and on all of them.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { defaultScryptParams, hashPin, verifyPin } from '../../electron/core/auth/pin';
import { percentile, report } from './stats';

async function main(): Promise<void> {
  const stored = await hashPin('246810');
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    await verifyPin(String(100000 + i), stored);
    times.push(performance.now() - t0);
  }
  const ms = percentile(times, 50);
  const cores = os.availableParallelism();
  console.log(`scrypt N=${defaultScryptParams.N} r=${defaultScryptParams.r} p=${defaultScryptParams.p}, ${cores} core(s)`);
  report('pin_hash_ms', ms, 'ms');
  report('pin_search_6_digits_days_one_core', (ms * 1e6) / 86_400_000, 'days');
  report(`pin_search_6_digits_days_${cores}_cores`, (ms * 1e6) / 86_400_000 / cores, 'days');
}

void main();
