import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScannedField } from '../hooks/useScannedField';
import { isCodeChar } from '../lib/scan-burst';
import { cleanCodeInput, codeProblem, displayCode, type CodeKind } from '../lib/code-input';
import { useCameraEntry } from './CameraScan';
import { CodeField } from './CodeField';
import { InputMessage } from './ErrorPanel';
import { OnScreenKeyboard } from './OnScreenKeyboard';

interface Props {
  label: string;
  /** Called with the normalised code once it passed the local checks. */
  onSubmit(code: string): void;
  kind?: CodeKind;
  busy?: boolean;
  submitLabel?: string;
  autoFocus?: boolean;
  /** Listen for scanner bursts when no field has focus (one active entry per screen). */
  captureScans?: boolean;
  testId?: string;
  /** A code handed over from another screen, shown at first. */
  initial?: string;
}

/**
 * The code field used everywhere: typed with or without dashes, any case; scanner bursts are
 * captured even when no field has focus, or read by the camera; shown in groups of four; refused locally when empty or
 * malformed, so no request leaves with a bad code.
 */
export function CodeEntry({
  label,
  onSubmit,
  kind = 'voucher',
  busy = false,
  submitLabel,
  autoFocus = true,
  captureScans = true,
  testId = 'code',
  initial,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<'empty' | 'malformed' | null>(null);
  const [keyboard, setKeyboard] = useState(false);

  const field = useScannedField({
    enabled: captureScans,
    initial,
    clean: cleanCodeInput,
    accepts: isCodeChar,
    submit,
    onEdit: () => setProblem(null),
  });
  const { raw, rawRef } = field;
  const camera = useCameraEntry(field.hand, testId);
  // The text as it passed the local checks: submitted, or refused with a message in place.
  function submit(value: string) {
    const p = codeProblem(value, kind);
    setProblem(p);
    if (p) {
      field.input.current?.focus();
      return;
    }
    onSubmit(value);
    // The next scan replaces the code instead of appending to it. Only when the field has the
    // focus: selecting would otherwise move the focus into the field in the middle of a burst.
    requestAnimationFrame(() => {
      const el = field.input.current;
      if (el && document.activeElement === el) el.select();
    });
  }

  const msgId = `${id}-msg`;
  return (
    <div className="code-entry">
      <label htmlFor={id}>{label}</label>
      <div className="code-row">
        <CodeField
          id={id}
          inputRef={field.input}
          testId={testId}
          display={displayCode(raw, kind)}
          problemId={problem ? msgId : null}
          autoFocus={autoFocus}
          autoCapitalize="characters"
          onText={field.type}
          onSubmit={() => submit(rawRef.current)}
          busy={busy}
          submitLabel={submitLabel ?? t('common.check')}
        />
        <button
          type="button"
          className="button-secondary"
          aria-pressed={keyboard}
          onClick={() => setKeyboard((k) => !k)}
          data-testid={`${testId}-osk-toggle`}
        >
          {t('code.keyboard')}
        </button>
        {camera.button}
      </div>
      <InputMessage id={msgId} message={problem ? t(`code.${problem}`) : null} />
      {camera.panel}
      {keyboard && (
        <OnScreenKeyboard
          onKey={(ch) => field.type(rawRef.current + ch)}
          onBackspace={() => field.type(rawRef.current.slice(0, -1))}
          onEnter={() => submit(rawRef.current)}
        />
      )}
    </div>
  );
}
