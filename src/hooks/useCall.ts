// One request at a time per screen part: busy while it runs, the error as data when it fails.
import { useCallback, useRef, useState } from 'react';
import type { CoreErrorData, MethodInput, MethodName, MethodOutput } from '../../electron/core/contract';
import { useApp } from '../app-context';

export interface CallState {
  busy: boolean;
  error: CoreErrorData | null;
  /** Runs a contract method; answers the value, or null after storing the error. */
  run<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M> | null>;
  setError(error: CoreErrorData | null): void;
}

export function useCall(): CallState {
  const { bridge } = useApp();
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<CoreErrorData | null>(null);
  const alive = useRef(true);
  const run = useCallback(
    async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M> | null> => {
      setPending((n) => n + 1);
      setError(null);
      try {
        const r = await bridge.call(method, input);
        if (!r.ok) setError(r.error);
        return r.ok ? r.value : null;
      } finally {
        if (alive.current) setPending((n) => n - 1);
      }
    },
    [bridge],
  );
  return { busy: pending > 0, error, run, setError };
}
