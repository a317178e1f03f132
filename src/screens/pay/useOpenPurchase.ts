// The purchase the pay screen holds lives in the core: shown again (after leaving, a reload or a
// restart of the terminal) the screen asks for the terminal's open purchase and carries on with it.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Purchase } from '../../../electron/core/contract';
import { useApp } from '../../app-context';

/** True when the purchase holds money (taken, being checked, or owed again after a line failed late). */
export function holdsMoney(p: Purchase | null): boolean {
  return !!p && p.state === 'open' && p.lines.some((l) => l.kind === 'redeem' && l.state !== 'failed');
}

/**
 * Keeps the pay screen's `purchase` (its state) in step with the core: `onReopen` gets the one
 * found open when the screen opens (to put in and carry on with); `restored` is true once looked.
 */
export function useOpenPurchase(purchase: Purchase | null, setPurchase: (p: Purchase) => void, onReopen: (p: Purchase) => void) {
  const { bridge } = useApp();
  const [params] = useSearchParams();
  const wanted = params.get('purchase');
  const [restored, setRestored] = useState(false);
  const purchaseId = purchase?.id;
  const reopened = useEffectEvent(onReopen);

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
      setRestored(true);
      if (found) reopened(found);
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
  }, [bridge, purchaseId, setPurchase]);

  // Leaving with a purchase that never got a voucher line: nothing to keep, close it quietly.
  const latest = useRef<Purchase | null>(null);
  useEffect(() => {
    latest.current = purchase;
  }, [purchase]);
  useEffect(
    () => () => {
      const p = latest.current;
      if (p && p.state === 'open' && p.lines.length === 0) void bridge.call('purchase.cancel', { purchaseId: p.id });
    },
    [bridge],
  );

  return restored;
}
