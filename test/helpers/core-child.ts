// A terminal core in its own process, driven over IPC by the fault suite (which kills it with
// SIGKILL mid-step and starts it again on the same data folder).
// argv: <dataDir> <baseUrl> <apiKey> <settleMs>; env STORE_PUSH_MS / STORE_BATCH: the store pusher
// runs by itself on real timers at that interval and batch size (else it waits for the test).
import { memoryLogger } from '../../electron/common/log';
import { createCore } from '../../electron/core';
import { sessionClient } from '../../electron/core/host/session-client';
import { manualTimers, realTimers } from '../../electron/core/clock';

/** A request from the parent. */
export type ChildRequest = { id: number; method: string; input: unknown } | { id: number; close: true };

const [dataDir = '', baseUrl = '', apiKey = '', settle = '1000'] = process.argv.slice(2);
const logger = memoryLogger('warn');
const core = await createCore({
  dataDir,
  logger,
  timers: manualTimers(),
  reconcileSettleMs: Number(settle),
  startTrainingService: async () => ({ baseUrl, apiKey, close: async () => {} }),
  serviceTuning: { timeouts: { connectMs: 1000, readMs: 1000 }, retry: { attempts: 2, sleep: async () => {} } },
  store: process.env.STORE_PUSH_MS
    ? {
        timers: realTimers,
        intervalMs: Number(process.env.STORE_PUSH_MS),
        batchSize: Number(process.env.STORE_BATCH ?? 500),
        maxBackoffMs: 200,
      }
    : {},
});
if (!core.runtime.state.online) throw new Error('the core child did not reach the service');

// One client holding its session, as a browser tab does.
const tab = sessionClient(core.dispatch, 'fault-suite');

process.on('message', (msg: ChildRequest) => {
  if ('close' in msg) {
    void core.close().then(() => {
      process.send?.({ id: msg.id, closed: true });
      process.exit(0);
    });
    return;
  }
  void tab.call(msg.method, msg.input).then((res) => process.send?.({ id: msg.id, res }));
});
process.send?.({ ready: true });
