import { useTranslation } from 'react-i18next';
import { AreaTile } from '../../components/AreaTile';
import { ManagerFrame } from './ManagerFrame';
import { useManager } from './ManagerGate';

export const managerTiles = ['archive', 'statistics', 'till', 'settings', 'hardware', 'users', 'audit', 'store'] as const;

/** The manager menu. */
export function ManagerHome() {
  const { t } = useTranslation();
  const { auth } = useManager();
  return (
    <ManagerFrame title={t('home.manager')} testId="manager-home" back="/">
      <p className="mgr-note">{t('manager.timeoutNote', { minutes: auth.managerTimeoutMinutes })}</p>
      <nav className="tiles">
        {managerTiles.map((id) => (
          <AreaTile key={id} id={id} to={`/manager/${id}`} label={t(`manager.tiles.${id}`)} testId={`manager-tile-${id}`} />
        ))}
      </nav>
    </ManagerFrame>
  );
}
