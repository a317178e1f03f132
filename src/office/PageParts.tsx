// Parts every office page has: its heading with its choices and a print button, and the state of
// its answer (loading, failed, missing).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer } from './useAnswer';

export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="page-head">
      <h1>{title}</h1>
      <div className="choices no-print">
        {children}
        <button type="button" onClick={() => window.print()}>
          {t('print')}
        </button>
      </div>
    </div>
  );
}

export function Answered<T>({ answer, missing, children }: { answer: Answer<T>; missing?: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (answer.state === 'loading') return <p className="note">{t('loading')}</p>;
  if (answer.state === 'failed')
    return (
      <p className="alert" role="alert">
        {t('failed')}
      </p>
    );
  if (answer.state === 'missing')
    return (
      <p className="note" role="status">
        {missing ?? t('failed')}
      </p>
    );
  return <>{children(answer.data)}</>;
}
