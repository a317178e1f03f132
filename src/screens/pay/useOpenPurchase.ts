// The purchase the pay screen holds lives in the core: shown again (after leaving, a reload or a
// restart of the terminal) the screen asks for the terminal's open purchase and carries on with it.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Purchase } from '../../../electron/core/contract';
import { useApp } from '../../app-context';

/** True when the purchase holds money (taken, being checked, or owed again after a line failed late). */
export function holdsMoney(p: Purchase | null): boolean {
  return !!p && p.state === 'open' && p.lines.some((l) => l.kind === 'redeem' && l.state !== 'failed');
}

export function useOpenPurchase() {
  const { bridge } = useApp();
  const [params] = useSearchParams();
  const wanted = params.get('purchase');
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const [restored, setRestored] = useState(false);
  const latest = useRef<Purchase | null>(null);
  latest.current = purchase;
  const purchaseId = purchase?.id;

  // Reopen: the purchase named in the address (marker, journal, closing), else the newest open one.
  useEffect(() => {
    let alive = true;
    void (async () => {
      let found: Purchase | null = null;
      if (wanted) {
        const r = await bridge.call('purchase.get', { purchaseId: wanted });
        if (r.ok && r.value.state === 'open') found = r.value;
      }
      if (!found) {
        const r = await bridge.call('purchase.open', {});
        if (r.ok) found = r.value.purchases[0] ?? null;
      }
      if (!alive) return;
      if (found) setPurchase(found);
      setRestored(true);
    })();
    return () => {
      alive = false;
    };
  }, [bridge, wanted]);

  // Lines of this purchase change state (uncertain -> settled): read the purchase again.
  useEffect(() => {
    if (!purchaseId) return;
    return bridge.on('journal.changed', (row) => {
      if (row.purchaseId !== purchaseId) return;
      void bridge.call('purchase.get', { purchaseId }).then((r) => r.ok && setPurchase(r.value));
    });
  }, [bridge, purchaseId]);

  // Leaving with a purchase that never got a voucher line: nothing to keep, close it quietly.
  useEffect(
    () => () => {
      const p = latest.current;
      if (p && p.state === 'open' && p.lines.length === 0) void bridge.call('purchase.cancel', { purchaseId: p.id });
    },
    [bridge],
  );

  return { purchase, setPurchase, restored };
}
