// A date field written the way the UI language writes dates (the browser's own date input
// follows the browser's locale instead). The value stays yyyy-mm-dd.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDate, showDate } from '../lib/date-input';

interface Props {
  value: string;
  onChange(iso: string): void;
  testId: string;
  id?: string;
}

export function DateField({ value, onChange, testId, id }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [text, setText] = useState(() => showDate(value, lang));
  const [bad, setBad] = useState(false);
  // A new value or language (from outside or by a commit) is shown as it is written now and forgets
  // a bad entry; adjusted while rendering (React's pattern for state that follows a prop).
  const [shown, setShown] = useState({ value, lang });
  if (shown.value !== value || shown.lang !== lang) {
    setShown({ value, lang });
    setText(showDate(value, lang));
    setBad(false);
  }
  const commit = () => {
    const iso = readDate(text);
    setBad(iso === null);
    if (iso !== null && iso !== value) onChange(iso);
    else if (iso !== null) setText(showDate(iso, lang));
  };
  return (
    <input
      id={id}
      type="text"
      inputMode="numeric"
      className="date-field"
      data-testid={testId}
      value={text}
      placeholder={t('dateField.placeholder')}
      aria-invalid={bad || undefined}
      title={bad ? t('dateField.bad') : undefined}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}
