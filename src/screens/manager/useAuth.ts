// This client's session and the PIN state, reloaded on demand (and on every change of `again`).
// The state shown stays while it is read again: the gates never fall back to "loading".
import { useCallback } from 'react';
import type { AuthState } from '../../../electron/core/contract';
import { useApp } from '../../app-context';
import { useLoad } from '../../hooks/useLoad';

export function useAuth(again?: unknown): { auth: AuthState | null; reload: () => Promise<void>; setAuth: (a: AuthState) => void } {
  const { bridge } = useApp();
  const read = useCallback(async () => {
    const r = await bridge.call('auth.session', {});
    return r.ok ? r.value : null;
  }, [bridge]);
  const { value, reload, set } = useLoad(read, { key: again, keep: true });
  return { auth: value, reload, setAuth: set };
}
