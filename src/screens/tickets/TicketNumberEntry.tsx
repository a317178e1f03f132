import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCameraEntry } from '../../components/CameraScan';
import { CodeField } from '../../components/CodeField';
import { InputMessage } from '../../components/ErrorPanel';
import { useScannedField } from '../../hooks/useScannedField';
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
 * starts fresh. Scanner bursts are captured even when no field has focus; the camera hands its code in the same way.
 */
export function TicketNumberEntry({ label, onSubmit, submitLabel, busy = false, testId = 'ticket' }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<{ kind: 'empty' | 'digits' | 'short' | 'long'; count: number } | null>(null);
  const field = useScannedField({
    clean: cleanTicketInput,
    accepts: (key) => /^[0-9A-Za-z]$/.test(key),
    submit,
    onEdit: () => setProblem(null),
  });
  const camera = useCameraEntry(field.hand, testId);
  // Emptied after each accepted scan so the next one starts fresh.
  function submit(value: string) {
    const p = ticketNumberProblem(value);
    if (p) {
      setProblem({ kind: p, count: value.length });
      field.input.current?.focus();
      return;
    }
    setProblem(null);
    onSubmit(value);
    field.set('');
    field.input.current?.focus();
  }

  const msgId = `${id}-msg`;
  const message = problem ? t(`tickets.number.${problem.kind}`, { count: problem.count }) : null;
  return (
    <div className="code-entry">
      <label htmlFor={id}>{label}</label>
      <div className="code-row">
        <CodeField
          id={id}
          inputRef={field.input}
          testId={testId}
          display={displayTicketNumber(field.raw)}
          problemId={problem ? msgId : null}
          inputMode="numeric"
          autoFocus
          onText={field.type}
          onSubmit={() => submit(field.rawRef.current)}
          busy={busy}
          submitLabel={submitLabel}
        />
        {camera.button}
      </div>
      <InputMessage id={msgId} message={message} />
      {camera.panel}
    </div>
  );
}
