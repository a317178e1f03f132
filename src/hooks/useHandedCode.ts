// A code handed over by another screen (a scan on the overview, "Pay with it" on Check): read
// once when the screen opens, then removed from the history entry so a reload does not repeat it.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where a code is handed to another screen: `navigate(path, { state: handOver(code) })`. */
export function handOver(code: string): { scan: string } {
  return { scan: code };
}

/** The code handed to this screen, or null. */
export function useHandedCode(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [code] = useState<string | null>(() => {
    const state = location.state as { scan?: unknown } | null;
    return typeof state?.scan === 'string' ? state.scan : null;
  });
  // Once on opening (the location changes by this very call).
  const forget = useEffectEvent(() => {
    if (code !== null) void navigate(location.pathname, { replace: true, state: null });
  });
  useEffect(() => forget(), []);
  return code;
}

/** The handed code, looked up at once by `lookup` when the screen opens. */
export function useHandedLookup(lookup: (code: string) => void): string | null {
  const code = useHandedCode();
  const first = useRef(lookup);
  useEffect(() => {
    if (code !== null) first.current(code);
  }, [code]);
  return code;
}
