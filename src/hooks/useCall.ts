// One request at a time per screen part: busy while it runs, the error as data when it fails.
// A step that needs a manager's authority asks for the PIN in place and then runs again (the
// first attempt was refused before anything left the terminal, so this is no blind retry).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoreErrorData, MethodInput, MethodName, MethodOutput } from '../../electron/core/contract';
import { useApp } from '../app-context';

/** A pending manager-PIN question: `submit` answers the refusal, or null when the PIN was accepted. */
export interface PinRequest {
  submit(userId: string, pin: string): Promise<CoreErrorData | null>;
  cancel(): void;
}

export interface CallState {
  busy: boolean;
  error: CoreErrorData | null;
  /** Set while a step waits for a manager PIN. */
  pin: PinRequest | null;
  /** Runs a contract method; answers the value, or null after storing the error. */
  run<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M> | null>;
  setError(error: CoreErrorData | null): void;
}

function needsManagerPin(e: CoreErrorData): boolean {
  return e.code === 'forbidden' && e.details?.needs === 'manager_pin';
}

export function useCall(): CallState {
  const { bridge } = useApp();
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<CoreErrorData | null>(null);
  const [pin, setPin] = useState<PinRequest | null>(null);
  const alive = useRef(true);
  // Cleared on unmount (and set again on a remount in development's double effects).
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const run = useCallback(
    async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M> | null> => {
      setPending((n) => n + 1);
      setError(null);
      try {
        const r = await bridge.call(method, input);
        if (r.ok) return r.value;
        if (!needsManagerPin(r.error)) {
          if (alive.current) setError(r.error);
          return null;
        }
        const refused = r.error;
        return await new Promise<MethodOutput<M> | null>((resolve) => {
          setPin({
            async submit(userId, code) {
              const e = await bridge.call('auth.elevate', { userId, pin: code });
              if (!e.ok) return e.error;
              setPin(null);
              resolve(await run(method, input));
              return null;
            },
            cancel() {
              setPin(null);
              setError(refused);
              resolve(null);
            },
          });
        });
      } finally {
        if (alive.current) setPending((n) => n - 1);
      }
    },
    [bridge],
  );
  return { busy: pending > 0 && !pin, error, pin, run, setError };
}
