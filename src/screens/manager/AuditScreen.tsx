// The audit log: who did what and when (logins, lockouts, settings, authority steps, decisions).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../../app-context';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatDateTime } from '../../lib/format';
import { ManagerFrame } from './ManagerFrame';
import { useManagerCall } from './useManagerCall';

interface Entry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  subject: string | null;
}

export function AuditScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const { run } = call;
  useEffect(() => {
    void run('auth.audit', { limit: 300 }).then((r) => r && setEntries(r.entries));
  }, [run]);
  return (
    <ManagerFrame title={t('manager.audit.title')} testId="manager-audit">
      <ErrorPanel error={call.error} />
      {entries && (
        <table className="mgr-table" data-testid="audit-table">
          <thead>
            <tr>
              <th>{t('manager.audit.when')}</th>
              <th>{t('manager.audit.who')}</th>
              <th>{t('manager.audit.what')}</th>
              <th>{t('manager.audit.subject')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-action={e.action}>
                <td>{formatDateTime(e.at, status.language)}</td>
                <td>{e.actor ?? '–'}</td>
                <td>{t(`manager.audit.actions.${e.action.replace(/\./g, '_')}`, { defaultValue: e.action })}</td>
                <td className="code-text">{e.subject ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ManagerFrame>
  );
}
