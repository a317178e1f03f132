import type { InputHTMLAttributes, ReactNode, RefObject } from 'react';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onKeyDown' | 'onSubmit'>;

interface Props extends NativeInput {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  testId: string;
  /** What the field shows (the code formatted in groups). */
  display: string;
  /** Id of the message element while there is a problem, else null. */
  problemId: string | null;
  onText(text: string): void;
  /** Enter in the field or a click on the button. */
  onSubmit(): void;
  busy: boolean;
  submitLabel: ReactNode;
}

/** The code field and its submit button, shared by voucher/promo code entry and ticket numbers. */
export function CodeField({ id, inputRef, testId, display, problemId, onText, onSubmit, busy, submitLabel, ...native }: Props) {
  return (
    <>
      <input
        {...native}
        id={id}
        ref={inputRef}
        className="code-input"
        data-testid={`${testId}-input`}
        value={display}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problemId ? true : undefined}
        aria-describedby={problemId ?? undefined}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onSubmit();
          }
        }}
      />
      <button type="button" data-testid={`${testId}-submit`} disabled={busy} onClick={onSubmit}>
        {submitLabel}
      </button>
    </>
  );
}
