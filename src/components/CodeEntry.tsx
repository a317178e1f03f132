import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BurstDetector, isCodeChar } from '../lib/scan-burst';
import { cleanCodeInput, codeProblem, displayCode, type CodeKind } from '../lib/code-input';
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
}

function isEditable(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return el.isContentEditable || el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
}

/**
 * The code field used everywhere: typed with or without dashes, any case; scanner bursts are
 * captured even when no field has focus; shown in groups of four; refused locally when empty or
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
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [raw, setRaw] = useState('');
  const [problem, setProblem] = useState<'empty' | 'malformed' | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const rawRef = useRef(raw);
  rawRef.current = raw;

  const submit = useCallback(
    (value: string) => {
      const p = codeProblem(value, kind);
      setProblem(p);
      if (p) {
        input.current?.focus();
        return;
      }
      onSubmit(value);
      // The next scan replaces the code instead of appending to it. Only when the field has the
      // focus: selecting would otherwise move the focus into the field in the middle of a burst.
      requestAnimationFrame(() => {
        if (input.current && document.activeElement === input.current) input.current.select();
      });
    },
    [kind, onSubmit],
  );

  // The listener is subscribed once per screen: its state must survive parent re-renders that
  // happen in the middle of a burst (a new `onSubmit` each render would otherwise reset it).
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (!captureScans) return;
    const detector = new BurstDetector();
    // Typed through this listener since the last submit; the first key after a submit starts anew.
    let typedHere = false;
    let replaceNext = true;
    const set = (value: string) => {
      rawRef.current = value;
      setRaw(value);
    };
    const onKey = (e: KeyboardEvent) => {
      if (isEditable(e.target) || e.ctrlKey || e.altKey || e.metaKey) return;
      if (isCodeChar(e.key)) {
        e.preventDefault();
        detector.key(e.key, e.timeStamp);
        setProblem(null);
        set(cleanCodeInput((replaceNext ? '' : rawRef.current) + e.key));
        replaceNext = false;
        typedHere = true;
      } else if (e.key === 'Enter' && typedHere) {
        e.preventDefault();
        // A scanner burst wins over whatever was typed before it without a submit.
        const burst = detector.enter(e.timeStamp);
        const value = burst !== null ? cleanCodeInput(burst) : rawRef.current;
        set(value);
        typedHere = false;
        replaceNext = true;
        submitRef.current(value);
      } else if (e.key === 'Backspace' && typedHere) {
        e.preventDefault();
        set(rawRef.current.slice(0, -1));
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [captureScans]);

  const msgId = `${id}-msg`;
  return (
    <div className="code-entry">
      <label htmlFor={id}>{label}</label>
      <div className="code-row">
        <CodeField
          id={id}
          inputRef={input}
          testId={testId}
          display={displayCode(raw, kind)}
          problemId={problem ? msgId : null}
          autoFocus={autoFocus}
          autoCapitalize="characters"
          onText={(text) => {
            setProblem(null);
            setRaw(cleanCodeInput(text));
          }}
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
      </div>
      <InputMessage id={msgId} message={problem ? t(`code.${problem}`) : null} />
      {keyboard && (
        <OnScreenKeyboard
          onKey={(ch) => setRaw((r) => cleanCodeInput(r + ch))}
          onBackspace={() => setRaw((r) => r.slice(0, -1))}
          onEnter={() => submit(rawRef.current)}
        />
      )}
    </div>
  );
}
