import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A button that asks once more before an undo step, so it cannot happen by accident. */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
  testId,
}: {
  label: string;
  question: string;
  onConfirm(): void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
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
        {t('common.yes')}
      </button>{' '}
      <button type="button" className="button-secondary" onClick={() => setAsking(false)}>
        {t('common.no')}
      </button>
    </span>
  );
}
