// A line refused because the same step was tried earlier today and did not happen:
// "Send again" confirms the first attempt and finishes again; "Do not send" removes the line.
import type { FirstAttempt, OrderLine } from '../../../electron/core/contract';
import { RetryQuestion } from './RetryQuestion';
import type { OrderState } from './useOrder';

export function RetryLine({ state, line, first }: { state: OrderState; line: OrderLine; first: FirstAttempt }) {
  const send = async () => {
    const o = await state.write('order.confirmRetry', { lineId: line.id, journalId: first.journalId });
    if (o) await state.finish();
  };
  return (
    <RetryQuestion
      first={first}
      busy={state.call.busy}
      onSend={() => void send()}
      onDrop={() => void state.write('order.removeLine', { lineId: line.id })}
    />
  );
}
