// PIN entry, written once for the cashier login, the manager door and the manager approval on a
// cashier screen: choose the person (login is by user and PIN), then the PIN pad. A wrong PIN
// shows the tries left and the wait before the next one; a lock shows until when.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoreErrorData, LoginUser } from '../../electron/core/contract';
import { useFormat } from '../hooks/useLang';
import { PinPad } from './PinPad';

export interface PinEntryProps {
  /** The people to choose from (already filtered: managers only for a manager step). */
  users: LoginUser[];
  busy: boolean;
  /** The last refusal of a PIN (wrong, locked). */
  error: CoreErrorData | null;
  /** Cashier entry at this till locked by wrong PINs here (a manager's PIN still opens it). */
  tillLockedUntil?: string | null;
  label: string;
  managers?: boolean;
  onSubmit(userId: string, pin: string): void;
}

const later = (a: string | null, b: string | null) => (!a ? b : !b ? a : a > b ? a : b);
const future = (iso: unknown, now: number): string | null => (typeof iso === 'string' && new Date(iso).getTime() > now ? iso : null);

export function PinEntry({ users, busy, error, tillLockedUntil, label, managers, onSubmit }: PinEntryProps) {
  const { t } = useTranslation();
  const f = useFormat();
  const [chosen, setChosen] = useState<string | null>(null);
  // Whose PIN the last refusal was for: its wait, lock and tries left are that person's only (the
  // core counts per user), so choosing someone else (the manager opening the till) does not wait.
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const user = users.length === 1 ? users[0] : users.find((u) => u.id === chosen);
  const own = user && user.id === sentFor ? error : null;
  const refusedFor = own?.code === 'locked' ? own.details?.lockedUntil : own?.code === 'unauthorized' ? own.details?.retryAt : undefined;
  let until = later(future(user?.lockedUntil, now), future(refusedFor, now));
  const tillLocked = user && user.role !== 'manager' ? future(tillLockedUntil, now) : null;
  until = later(until, tillLocked);
  // The pad comes back by itself when the wait or the lock ends.
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, new Date(until).getTime() - Date.now()) + 200);
    return () => clearTimeout(timer);
  }, [until]);
  const locked = own?.code === 'locked' || (until !== null && until === tillLocked) || Boolean(future(user?.lockedUntil, now) && !error);
  const remaining = own?.code === 'unauthorized' ? own.details?.remaining : undefined;
  return (
    <div className="pin-entry" data-testid="pin-entry">
      {users.length > 1 && (
        <div className="mgr-row" role="group" aria-label={managers ? t('pinEntry.chooseManager') : t('pinEntry.chooseUser')}>
          {users.map((u) => (
            <button
              key={u.id}
              type="button"
              className={u.id === user?.id ? '' : 'button-secondary'}
              aria-pressed={u.id === user?.id}
              onClick={() => setChosen(u.id)}
              data-testid={`pin-user-${u.name}`}
            >
              {u.name}
            </button>
          ))}
        </div>
      )}
      {user && until && locked ? (
        <p className="panel panel-bad" role="alert" data-testid="pin-locked">
          {tillLocked === until
            ? t('pinEntry.lockedTill', { time: f.time(until) })
            : t('pinEntry.lockedUser', { name: user.name, time: f.time(until) })}
        </p>
      ) : (
        user && (
          <PinPad
            label={`${label} · ${user.name}`}
            busy={busy || until !== null}
            onSubmit={(pin) => {
              setSentFor(user.id);
              onSubmit(user.id, pin);
            }}
          />
        )
      )}
      {own?.code === 'unauthorized' && typeof remaining === 'number' && (
        <p className="input-message" role="alert" data-testid="pin-wrong">
          {t('manager.login.wrong', { count: remaining })}
          {until && !locked && <span data-testid="pin-wait"> {t('pinEntry.wait', { time: f.time(until) })}</span>}
        </p>
      )}
    </div>
  );
}
