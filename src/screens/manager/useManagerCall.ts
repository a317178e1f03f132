// useCall for manager screens: an `unauthorized` answer means the manager session ended (timeout,
// restart), so the gate is asked to look again and shows the PIN pad.
import { useCallback } from 'react';
import type { MethodInput, MethodName, MethodOutput } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useCall, type CallState } from '../../hooks/useCall';
import { useManager } from './manager-context';

export function useManagerCall(): CallState {
  const inner = useCall();
  const { bridge } = useApp();
  const { recheck } = useManager();
  const { run: innerRun } = inner;
  const run = useCallback(
    async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M> | null> => {
      const value = await innerRun(method, input);
      if (value === null) {
        const s = await bridge.call('auth.session', {});
        if (s.ok && s.value.user?.role !== 'manager') await recheck();
      }
      return value;
    },
    [innerRun, bridge, recheck],
  );
  return { ...inner, run };
}

/** Saves a CSV export through the browser's download (a Blob URL, no navigation). */
export function downloadCsv(file: { filename: string; csv: string }): void {
  // The core writes every export with its byte-order mark (Excel reads UTF-8 by it); the bridge's
  // display rule keeps a leading one (contract/display-text.ts).
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
