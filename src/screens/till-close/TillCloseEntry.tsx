// The way to count and close the till from the cashier's home, shown only while the manager's
// setting lets cashiers close (the core checks it again on every call).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../../app-context';

export function TillCloseEntry() {
  const { t } = useTranslation();
  const { bridge } = useApp();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    void bridge.call('session.settings', {}).then((r) => {
      if (live) setAllowed(r.ok && r.value.cashierMayClose);
    });
    return () => {
      live = false;
    };
  }, [bridge]);
  if (!allowed) return null;
  return (
    <Link className="manager-entry" to="/till-close" data-testid="till-close-entry">
      {t('tillClose.entry')}
    </Link>
  );
}
