// The basket: the one place to see the order's total and to pay. The home tiles (pay, load,
// activate, sell codes, tickets, promo) open it with their way of adding a line; a voucher scanned
// anywhere on it goes to the voucher panel, which asks once what to do with it.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderLine } from '../../../electron/core/contract';
import { Busy } from '../../components/Busy';
import { ErrorPanel } from '../../components/ErrorPanel';
import { ScreenFrame } from '../../components/ScreenFrame';
import { useHandedCode } from '../../hooks/useHandedCode';
import { useScanCapture } from '../../hooks/useScanCapture';
import { isCodeChar } from '../../lib/scan-burst';
import { BasketSide } from './BasketSide';
import { BasketTools } from './BasketTools';
import { CashPanel } from './CashPanel';
import { CodesPanel } from './CodesPanel';
import { GoodsPanel } from './GoodsPanel';
import { OrderOutcome } from './OrderOutcome';
import { PromoPanel } from './PromoPanel';
import { RecentOrders } from './RecentOrders';
import { TicketsPanel } from './TicketsPanel';
import { useMethods } from './useMethods';
import { isOpen, openOrder, redeemRetryOf } from './order-state';
import { useOrder } from './useOrder';
import { VoucherPanel, type VoucherIntent } from './VoucherPanel';
import './basket.css';

export const addPanels = ['goods', 'voucher', 'codes', 'tickets', 'promo'] as const;
type Panel = (typeof addPanels)[number] | 'cash' | 'edit' | 'recent';

/** The tiles' `?add=` values: which panel and, for a voucher, what it is for. */
const fromTile: Record<string, { panel: Panel; intent?: VoucherIntent }> = {
  pay: { panel: 'goods', intent: 'pay' },
  goods: { panel: 'goods' },
  load: { panel: 'voucher', intent: 'load' },
  activate: { panel: 'voucher', intent: 'stock' },
  sell: { panel: 'codes' },
  tickets: { panel: 'tickets' },
  promo: { panel: 'promo' },
};

export function BasketScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const start = fromTile[params.get('add') ?? ''] ?? { panel: 'goods' };
  const handedFirst = useHandedCode();
  const state = useOrder();
  const methods = useMethods();
  const [panel, setPanel] = useState<Panel>(handedFirst ? 'voucher' : start.panel);
  // A code handed from Check is asked about with the basket in view, never added to an open order
  // unseen ("pay with it" there still asks here); load and activate go straight to their step.
  const [intent, setIntent] = useState<VoucherIntent>(handedFirst && start.intent === 'pay' ? 'ask' : (start.intent ?? 'ask'));
  const [handed, setHanded] = useState<{ code: string; n: number } | null>(handedFirst ? { code: handedFirst, n: 0 } : null);
  const [editing, setEditing] = useState<OrderLine | null>(null);
  const { order } = state;
  const open = openOrder(order);

  // Showing another panel drops the last one's messages.
  const show = useCallback(
    (p: Panel, i: VoucherIntent = 'ask') => {
      state.call.setError(null);
      setPanel(p);
      setIntent(i);
      setHanded(null);
    },
    [state.call],
  );
  // A scanned voucher while another panel is shown: the voucher panel takes it.
  const toVoucher = (code: string) => {
    state.call.setError(null);
    setPanel('voucher');
    // The tile said what vouchers are for here (pay, load, activate); else the panel asks.
    setIntent(start.intent ?? 'ask');
    setHanded((h) => ({ code, n: (h?.n ?? 0) + 1 }));
  };
  // A scanner burst with no text field focused.
  useScanCapture({
    enabled: panel !== 'voucher' && panel !== 'promo' && (!order || isOpen(order)),
    accepts: isCodeChar,
    current: () => '',
    onText: () => {},
    onEnter: (text, burst) => {
      if (burst) toVoucher(text);
    },
  });
  const onEscape = useCallback(() => {
    if (panel === 'cash' || panel === 'edit') {
      show('goods');
      return true;
    }
    return false;
  }, [panel, show]);

  const next = () => {
    state.next();
    show('goods');
  };
  // The tab of the panel already shown: its field keeps the typing (the click must not take it away).
  const work = useRef<HTMLDivElement>(null);
  // Chosen again, it starts afresh all the same (a voucher panel opened by a scan to pay asks again).
  const choose = (p: Panel) => {
    show(p);
    if (p === panel)
      work.current?.querySelector<HTMLElement>('.add-panel input:not([disabled]), .add-panel select:not([disabled])')?.focus();
  };
  const cashMethod = methods.list.find((m) => m.kind === 'cash') ?? null;
  return (
    <ScreenFrame title={t('basket.title')} testId="screen-basket" onEscape={onEscape} tools={<BasketTools state={state} />}>
      <div className="basket-layout">
        <div className="basket-work" data-testid="basket-work" ref={work}>
          {/* The outcome (paid, stopped at a refused line, cancelled) at the top, where the cashier looks. */}
          {order && <OrderOutcome state={state} order={order} onNext={next} />}
          {!state.restored && <Busy busy />}
          {state.restored && (!order || open) && (
            <>
              <nav className="add-tabs" aria-label={t('basket.addTitle')}>
                {addPanels.map((p) => (
                  <button
                    key={p}
                    type="button"
                    className={`add-tab kind-${p}`}
                    aria-pressed={panel === p}
                    data-testid={`add-${p}-tab`}
                    onMouseDown={(e) => p === panel && e.preventDefault()}
                    onClick={() => choose(p)}
                  >
                    <span className="kind-badge" aria-hidden="true">
                      {t(`basket.badge.${p === 'voucher' ? 'load' : p}`)}
                    </span>
                    {t(`basket.add.${p}`)}
                  </button>
                ))}
                {!order && (
                  <button
                    type="button"
                    className="add-tab kind-recent"
                    aria-pressed={panel === 'recent'}
                    data-testid="add-recent-tab"
                    onClick={() => show('recent')}
                  >
                    {t('basket.recent.title')}
                  </button>
                )}
              </nav>
              {panel === 'goods' && <GoodsPanel state={state} editing={null} onDone={() => {}} onScan={toVoucher} />}
              {panel === 'edit' && editing && <GoodsPanel key={editing.id} state={state} editing={editing} onDone={() => show('goods')} />}
              {panel === 'voucher' && <VoucherPanel key={handed?.n ?? -1} state={state} intent={intent} handed={handed?.code ?? null} />}
              {panel === 'codes' && <CodesPanel state={state} />}
              {panel === 'tickets' && <TicketsPanel state={state} />}
              {panel === 'promo' && <PromoPanel state={state} />}
              {panel === 'recent' && !order && <RecentOrders state={state} methods={methods} />}
              {panel === 'cash' && open && cashMethod && (
                <CashPanel state={state} order={open} method={cashMethod} onDone={() => show('goods')} />
              )}
            </>
          )}
          <Busy busy={state.call.busy} />
          {/* A voucher payment's retry question is asked in the voucher panel instead. */}
          <ErrorPanel error={panel === 'voucher' && redeemRetryOf(state.call.error) ? null : state.call.error} pin={state.call.pin} />
        </div>
        <BasketSide
          state={state}
          methods={methods}
          onCash={() => show('cash')}
          onEdit={(l) => {
            setEditing(l);
            show('edit');
          }}
        />
      </div>
    </ScreenFrame>
  );
}
