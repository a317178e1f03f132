import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button that asks once more before an undo step, so it cannot happen by accident. `asking` and
 * `onAsking` let the screen close the question itself (Escape); `yesLabel` names the step.
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
  testId,
  yesLabel,
  asking: askingOutside,
  onAsking,
}: {
  label: string;
  question: string;
  onConfirm(): void;
  disabled?: boolean;
  testId: string;
  yesLabel?: string;
  asking?: boolean;
  onAsking?(asking: boolean): void;
}) {
  const { t } = useTranslation();
  const [askingHere, setAskingHere] = useState(false);
  const asking = askingOutside ?? askingHere;
  const setAsking = (a: boolean) => {
    setAskingHere(a);
    onAsking?.(a);
  };
  if (!asking) {
    return (
      <button type="button" className="button-danger" data-testid={testId} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={question}>
      {question}{' '}
      <button
        type="button"
        className="button-danger"
        data-testid={`${testId}-yes`}
        autoFocus
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {yesLabel ?? t('common.yes')}
      </button>{' '}
      <button type="button" className="button-secondary" onClick={() => setAsking(false)}>
        {t('common.no')}
      </button>
    </span>
  );
}
