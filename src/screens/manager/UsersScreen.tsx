// Cashier and manager PINs: add a user, change a PIN, remove a user (never the last manager).
// Once a cashier PIN exists, the cashier screens need a PIN login.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_PIN_MIN_DIGITS, PIN_MIN_DIGITS, type PinUser } from '../../../electron/core/contract';
import { hasUnsafeText } from '../../../electron/core/contract/display-text';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatDateTime } from '../../lib/format';
import { useApp } from '../../app-context';
import { useLoad } from '../../hooks/useLoad';
import { ManagerFrame } from './ManagerFrame';
import { useManagerCall } from './useManagerCall';

export function UsersScreen() {
  const { t } = useTranslation();
  const { status } = useApp();
  const call = useManagerCall();
  const [editing, setEditing] = useState<PinUser | null>(null);
  const [name, setName] = useState('');
  const [role, setRole] = useState<PinUser['role']>('cashier');
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { run } = call;
  const read = useCallback(async () => (await run('auth.users', {}))?.users ?? null, [run]);
  const { value: users, reload: load } = useLoad(read);

  const edit = (u: PinUser | null) => {
    setEditing(u);
    setName(u?.name ?? '');
    setRole(u?.role ?? 'cashier');
    setPin('');
    setMessage(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4,8}$/.test(pin)) return setMessage(t('manager.pin.format'));
    if (role === 'manager' && pin.length < MANAGER_PIN_MIN_DIGITS)
      return setMessage(t('pinEntry.managerDigits', { count: MANAGER_PIN_MIN_DIGITS }));
    if (!name.trim()) return setMessage(t('manager.users.nameMissing'));
    if (hasUnsafeText(name.trim())) return setMessage(t('displayText.nameUnsafe'));
    const r = await run('auth.setPin', { ...(editing ? { id: editing.id } : {}), name: name.trim(), role, pin });
    if (r) {
      setMessage(t('manager.users.saved', { name: r.name }));
      edit(null);
      await load();
    }
  };
  const remove = async (u: PinUser) => {
    if (await run('auth.removeUser', { id: u.id })) await load();
  };

  return (
    <ManagerFrame title={t('manager.users.title')} testId="manager-users">
      {/* At 1920×1080 the form sits beside the list of people. */}
      <div className="wide-panes users-panes">
        <table className="mgr-table" data-testid="users-table">
          <tbody>
            {(users ?? []).map((u) => (
              <tr key={u.id} data-user={u.name}>
                <td>{u.name}</td>
                <td>{t(`manager.users.role.${u.role}`)}</td>
                <td className="mgr-note">{formatDateTime(u.updatedAt, status.language)}</td>
                <td>
                  <button type="button" className="button-secondary" onClick={() => edit(u)} data-testid="user-edit">
                    {t('manager.users.changePin')}
                  </button>
                </td>
                <td>
                  <button type="button" className="button-danger" onClick={() => void remove(u)} data-testid="user-remove">
                    {t('manager.users.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <form className="mgr-section" onSubmit={(e) => void submit(e)} data-testid="user-form">
          <h2>{editing ? t('manager.users.editHeading', { name: editing.name }) : t('manager.users.addHeading')}</h2>
          <div className="mgr-row">
            <label className="mgr-field">
              {t('manager.users.name')}
              <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} data-testid="user-name" />
            </label>
            <label className="mgr-field">
              {t('manager.users.roleLabel')}
              <select value={role} onChange={(e) => setRole(e.target.value as PinUser['role'])} data-testid="user-role">
                <option value="cashier">{t('manager.users.role.cashier')}</option>
                <option value="manager">{t('manager.users.role.manager')}</option>
              </select>
            </label>
            <label className="mgr-field">
              {t('manager.users.pin', { min: role === 'manager' ? MANAGER_PIN_MIN_DIGITS : PIN_MIN_DIGITS })}
              <input
                type="password"
                inputMode="numeric"
                autoComplete="off"
                value={pin}
                onChange={(e) => setPin(e.target.value)}
                maxLength={8}
                data-testid="user-pin"
              />
            </label>
            <button type="submit" data-testid="user-save">
              {t('manager.users.save')}
            </button>
            {editing && (
              <button type="button" className="button-secondary" onClick={() => edit(null)}>
                {t('manager.users.cancel')}
              </button>
            )}
          </div>
          {message && (
            <p role="status" data-testid="user-message">
              {message}
            </p>
          )}
          <ErrorPanel error={call.error} />
        </form>
      </div>
    </ManagerFrame>
  );
}
