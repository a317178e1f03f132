// Scanner first on screens without their own entry: a voucher-code burst opens Check with the
// result, a 19-digit burst opens the door's ticket info. Manager screens are left alone.
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { handOver } from '../hooks/useHandedCode';
import { useScanCapture } from '../hooks/useScanCapture';
import { isCodeChar } from '../lib/scan-burst';

/** Where a scanned text leads: the door's info for 19 digits, else Check (which checks the code). */
export function scanTarget(text: string): { path: string; state: { scan: string } } {
  const clean = text.replace(/[\s-]/g, '');
  if (/^\d{19}$/.test(clean)) return { path: '/tickets', state: handOver(clean) };
  return { path: '/check', state: handOver(clean.toUpperCase()) };
}

export function ScanFallback() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const typed = useRef('');
  useScanCapture({
    fallback: true,
    enabled: !pathname.startsWith('/manager'),
    accepts: isCodeChar,
    current: () => typed.current,
    onText: (text) => {
      typed.current = text;
    },
    onEnter: (text, burst) => {
      typed.current = '';
      // Only a scanner's burst: slow typing on a screen without a field goes nowhere.
      if (!burst) return;
      const target = scanTarget(text);
      void navigate(target.path, { state: target.state });
    },
  });
  return null;
}
