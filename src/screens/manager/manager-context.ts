// The manager session as React context: provided by the gate (ManagerGate.tsx), read by the manager
// screens and their call hook (useManagerCall.ts), which the gate's own forms use.
import { createContext, useContext } from 'react';
import type { AuthState } from '../../../electron/core/contract';

interface ManagerContextValue {
  auth: AuthState;
  /** Re-reads the session (after a call answered unauthorized/forbidden: the session ended). */
  recheck(): Promise<void>;
}
export const ManagerContext = createContext<ManagerContextValue | null>(null);

/** The manager session, for manager screens. */
export function useManager(): ManagerContextValue {
  const v = useContext(ManagerContext);
  if (!v) throw new Error('useManager outside ManagerGate');
  return v;
}
