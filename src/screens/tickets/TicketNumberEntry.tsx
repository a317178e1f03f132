import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../components/CodeField';
import { InputMessage } from '../../components/ErrorPanel';
import { cleanTicketInput, displayTicketNumber, ticketNumberProblem } from './rules';

const notTyping = new Set(['radio', 'checkbox', 'button', 'submit', 'reset']);

/** True when keys typed at `el` belong to it (a text field), so a scan must not be captured. */
function isEditable(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !notTyping.has(el.type);
  return el.isContentEditable || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

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
  const rawRef = useRef(raw);
  rawRef.current = raw;

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
      setRaw('');
      input.current?.focus();
    },
    [onSubmit],
  );

  useEffect(() => {
    // A scan while the focus is elsewhere (a button): collect the characters, Enter submits.
    let buffer = '';
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target) || e.ctrlKey || e.altKey || e.metaKey) return;
      if (/^[0-9A-Za-z]$/.test(e.key)) {
        e.preventDefault();
        buffer += e.key;
        setRaw(cleanTicketInput(buffer));
      } else if (e.key === 'Enter' && buffer !== '') {
        e.preventDefault();
        const value = cleanTicketInput(buffer);
        buffer = '';
        submit(value);
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [submit]);

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
            setRaw(cleanTicketInput(text));
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
