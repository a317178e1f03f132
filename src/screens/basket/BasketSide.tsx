// The basket at the side: lines, tenders, total and rest, and the buttons that pay and finish.
// Visible whatever panel is open; at 1920×1080 lines and tenders stand side by side. The customer's
// language and the cancel button stand in the screen's head (BasketTools), where they take no line's room.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLine } from '../../../electron/core/contract';
import { ConfirmButton } from '../../components/ConfirmButton';
import { MoreLines, useHiddenLines } from './MoreLines';
import { OrderDeadline } from './OrderDeadline';
import { OrderFigures } from './OrderFigures';
import type { Methods } from './useMethods';
import { openOrder, waysOut } from './order-state';
import { TillFloatPrompt } from './TillFloatPrompt';
import type { OrderState } from './useOrder';

interface Props {
  state: OrderState;
  methods: Methods;
  onCash(): void;
  onEdit(line: OrderLine): void;
}

export function BasketSide({ state, methods, onCash, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const { order } = state;
  const { busy } = state.call;
  const open = openOrder(order);
  const editable = open?.state === 'open';
  const ways = open ? waysOut(open) : null;
  const side = useRef<HTMLElement>(null);
  const hidden = useHiddenLines(side, order);
  return (
    <aside ref={side} className={`basket-side${hidden ? ' has-more' : ''}`} data-testid="basket" aria-label={t('basket.title')}>
      <MoreLines side={side} hidden={hidden} />
      {!order ? (
        <>
          <p className="basket-empty muted" data-testid="basket-empty">
            {t('basket.empty')}
          </p>
          {/* Before the first line: the till's float, when nobody counted it yet. */}
          {state.restored && <TillFloatPrompt />}
        </>
      ) : (
        <OrderFigures
          order={order}
          t={t}
          lang={i18n.language}
          layout="split"
          methodName={(id) => methods.name(id, i18n.language)}
          lineActions={(l) =>
            editable && l.state !== 'done' ? (
              <span className="line-actions">
                {l.editable && (
                  <button
                    type="button"
                    className="button-secondary small"
                    data-testid="line-edit"
                    onClick={() => onEdit(l)}
                    aria-label={t('basket.changeAmount')}
                  >
                    ✎
                  </button>
                )}
                <button
                  type="button"
                  className="button-secondary small"
                  data-testid="line-remove"
                  disabled={busy}
                  aria-label={t('basket.removeLine')}
                  onClick={() => void state.write('order.removeLine', { lineId: l.id })}
                >
                  ×
                </button>
              </span>
            ) : null
          }
          tenderActions={(x) =>
            // Also while finishing stopped: an overpaying voucher may have to go before the order finishes.
            open && x.state === 'taken' && x.backOfficeOnly ? (
              <ConfirmButton
                label={t('basket.handOver')}
                question={t('basket.handOverQuestion')}
                yesLabel={t('basket.handOver')}
                disabled={busy}
                testId="tender-hand-over"
                onConfirm={() => void state.write('order.removeTender', { tenderId: x.id })}
              />
            ) : open && x.state === 'taken' ? (
              <button
                type="button"
                className="button-secondary small"
                data-testid="tender-remove"
                disabled={busy}
                aria-label={t('basket.removeTender')}
                onClick={() => void state.write('order.removeTender', { tenderId: x.id })}
              >
                ×
              </button>
            ) : null
          }
        />
      )}
      {open && (
        <div className="basket-pay" data-testid="basket-pay">
          {open.deadlineAt && <OrderDeadline at={open.deadlineAt} />}
          {open.restCents > 0 && open.lines.length > 0 && (
            <div className="pay-buttons" role="group" aria-label={t('basket.payBy')}>
              {methods.list.map((m) => (
                <button
                  key={m.id}
                  type="button"
                  className={`pay-button pay-${m.kind}`}
                  data-testid={`pay-${m.id}`}
                  disabled={busy || open.checkingCents > 0}
                  onClick={() =>
                    m.kind === 'cash'
                      ? onCash()
                      : void state.write('order.addTender', {
                          tender: { kind: 'method', paymentMethodId: m.id, amountCents: open.restCents },
                        })
                  }
                >
                  {methods.name(m.id, i18n.language)}
                </button>
              ))}
            </div>
          )}
          {!open.covered &&
            open.restCents === 0 &&
            open.checkingCents === 0 &&
            open.tenders.some((x) => x.state === 'taken' && x.backOfficeOnly) && (
              <p className="panel panel-warn" role="alert" data-testid="excess-back-office">
                {t('basket.excessBackOffice')}
              </p>
            )}
          {ways?.finish && (
            <button type="button" className="finish-button" data-testid="finish-order" disabled={busy} onClick={() => void state.finish()}>
              {open.refundOf ? t('basket.finishRefund') : t('basket.finish')}
            </button>
          )}
        </div>
      )}
    </aside>
  );
}
