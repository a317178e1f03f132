// This client's session and the PIN state, reloaded on demand.
import { useCallback, useEffect, useState } from 'react';
import type { AuthState } from '../../../electron/core/contract';
import { useApp } from '../../app-context';

export function useAuth(): { auth: AuthState | null; reload: () => Promise<void>; setAuth: (a: AuthState) => void } {
  const { bridge } = useApp();
  const [auth, setAuth] = useState<AuthState | null>(null);
  const reload = useCallback(async () => {
    const r = await bridge.call('auth.session', {});
    if (r.ok) setAuth(r.value);
  }, [bridge]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { auth, reload, setAuth };
}
