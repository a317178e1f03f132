import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../components/CodeField';
import { InputMessage } from '../../components/ErrorPanel';
import { useScanCapture } from '../../hooks/useScanCapture';
import { cleanTicketInput, displayTicketNumber, ticketNumberProblem } from './rules';

interface Props {
  label: string;
  /** Called with the 19 digits once they passed the local check. */
  onSubmit(ticketNumber: string): void;
  submitLabel: string;
  busy?: boolean;
  testId?: string;
}

/**
 * The ticket number field of continuous scanning: digits only, shown in groups, refused locally
 * unless it has 19 digits (nothing is sent), emptied after each accepted scan so the next scan
 * starts fresh. Scanner bursts are captured even when no field has focus.
 */
export function TicketNumberEntry({ label, onSubmit, submitLabel, busy = false, testId = 'ticket' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [raw, setRaw] = useState('');
  const [problem, setProblem] = useState<{ kind: 'empty' | 'digits' | 'short' | 'long'; count: number } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The text for the scan capture's handlers: set with it by `set` (never read while rendering).
  const rawRef = useRef(raw);

  const submit = useCallback(
    (value: string) => {
      const p = ticketNumberProblem(value);
      if (p) {
        setProblem({ kind: p, count: value.length });
        input.current?.focus();
        return;
      }
      setProblem(null);
      onSubmit(value);
      rawRef.current = '';
      setRaw('');
      input.current?.focus();
    },
    [onSubmit],
  );

  const set = (value: string) => {
    rawRef.current = value;
    setRaw(value);
  };
  useScanCapture({
    field: input,
    accepts: (key) => /^[0-9A-Za-z]$/.test(key),
    current: () => rawRef.current,
    onText: (text) => {
      setProblem(null);
      set(cleanTicketInput(text));
    },
    // A scanner burst replaces whatever the field held before it.
    onEnter: (text) => {
      const value = cleanTicketInput(text);
      set(value);
      submit(value);
    },
  });

  const msgId = `${id}-msg`;
  const message = problem ? t(`tickets.number.${problem.kind}`, { count: problem.count }) : null;
  return (
    <div className="code-entry">
      <label htmlFor={id}>{label}</label>
      <div className="code-row">
        <CodeField
          id={id}
          inputRef={input}
          testId={testId}
          display={displayTicketNumber(raw)}
          problemId={problem ? msgId : null}
          inputMode="numeric"
          autoFocus
          onText={(text) => {
            setProblem(null);
            set(cleanTicketInput(text));
          }}
          onSubmit={() => submit(rawRef.current)}
          busy={busy}
          submitLabel={submitLabel}
        />
      </div>
      <InputMessage id={msgId} message={message} />
    </div>
  );
}
