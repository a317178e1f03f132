import { useTranslation } from 'react-i18next';

/** The busy indicator shown while a request runs (a live region, so screen readers hear it). */
export function Busy({ busy, label }: { busy: boolean; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="busy" role="status" aria-live="polite" data-testid="busy" data-busy={busy ? 'true' : 'false'}>
      {busy && (
        <>
          <span className="spinner" aria-hidden="true" /> {label ?? t('common.busy')}
        </>
      )}
    </div>
  );
}
