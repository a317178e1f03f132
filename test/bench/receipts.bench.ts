// Receipt render + encode time per receipt kind (template -> layout -> ESC/POS bytes through
// node-thermal-printer), p95 over many runs, and bytes per receipt, on 80 mm and 58 mm paper.
import { performance } from 'node:perf_hooks';
import type { ReceiptBody } from '../../electron/core/printing/input';
import { encodeReceipt, type ReceiptSettings } from '../../electron/core/printing/pipeline';
import { bodies, sample } from '../unit/printing/fixtures';
import { percentile, report } from './stats';

const RUNS = Number(process.env.BENCH_RECEIPT_RUNS ?? 300);
const WARMUP = 30;

async function main(): Promise<void> {
  // Warm the JIT over every kind first, so the first kind measured is not the slowest by accident.
  const kinds = Object.keys(bodies) as ReceiptBody['kind'][];
  for (let i = 0; i < WARMUP; i++) {
    for (const kind of kinds)
      await encodeReceipt(sample(kind), { paper: '80', maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null });
  }
  for (const paper of ['80', '58'] as const) {
    const settings: ReceiptSettings = { paper, maskCodes: true, timeZone: 'Europe/Zurich', logoPath: null };
    for (const kind of kinds) {
      const input = sample(kind, { training: true });
      let bytes = 0;
      for (let i = 0; i < WARMUP; i++) await encodeReceipt(input, settings);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const out = await encodeReceipt(input, settings);
        samples.push(performance.now() - t0);
        bytes = out.length;
      }
      report(`receipt_${kind}_${paper}mm_p95`, percentile(samples, 95), 'ms');
      report(`receipt_${kind}_${paper}mm_bytes`, bytes, 'bytes');
    }
  }
}

await main();
