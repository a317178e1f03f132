// Sold out and contingent of the catalog's voucher types, read when their tiles come into view.
import { useCallback, useEffect, useRef } from 'react';
import type { SaleCatalogItem } from '../../../electron/core/contract';
import { useApp } from '../../app-context';

/** Types per `sale.availability` call (the contract's limit). */
const BATCH = 50;
/** Tiles that scroll into view together go out as one call. */
const GATHER_MS = 30;

/**
 * Reads the sold-out state and contingent of the voucher types a cashier sees: each tile asks once
 * when it comes into view (`observe` as its ref), a picked type asks again (`ask(id, true)`). The
 * catalog refresh reads the list only, so a catalog of thousands of types costs only the calls for
 * the tiles actually shown; the core keeps each answer for a minute.
 */
export function useTypeChecks(onChecked: (items: SaleCatalogItem[]) => void) {
  const { bridge } = useApp();
  const queued = useRef(new Set<string>());
  const asked = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onChecked);
  useEffect(() => {
    latest.current = onChecked;
  }, [onChecked]);

  const flush = useCallback(() => {
    timer.current = null;
    while (queued.current.size > 0) {
      const ids = [...queued.current].slice(0, BATCH);
      for (const id of ids) queued.current.delete(id);
      // Quietly: a failed check leaves the tile as the list shows it, and the order is checked again.
      void bridge.call('sale.availability', { productIds: ids }).then((r) => {
        if (r.ok) latest.current(r.value.items);
      });
    }
  }, [bridge]);

  const ask = useCallback(
    (ids: readonly string[], again = false) => {
      for (const id of ids) {
        if (!again && asked.current.has(id)) continue;
        asked.current.add(id);
        queued.current.add(id);
      }
      if (timer.current === null && queued.current.size > 0) timer.current = setTimeout(flush, GATHER_MS);
    },
    [flush],
  );

  // Made by the first tile that mounts (a ref callback runs after render, never during it).
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const observe = useCallback(
    (el: Element | null) => {
      const id = el?.getAttribute('data-id');
      if (!el || !id) return;
      if (typeof IntersectionObserver === 'undefined') return ask([id]);
      observer.current ??= new IntersectionObserver((entries) =>
        ask(entries.filter((e) => e.isIntersecting).flatMap((e) => e.target.getAttribute('data-id') ?? [])),
      );
      observer.current.observe(el);
    },
    [ask],
  );
  return { observe, ask };
}
