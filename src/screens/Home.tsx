import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaTile } from '../components/AreaTile';
import { OpenReservationMarker } from '../components/OpenReservationMarker';
import { TillCloseEntry } from './till-close/TillCloseEntry';

/** The cashier tiles, in their order on the home screen, and the basket (one route each). */
export const cashierTiles = ['basket', 'check', 'pay', 'load', 'activate', 'sell', 'promo', 'tickets', 'journal'] as const;
export type TileId = (typeof cashierTiles)[number];

/** Tiles that add a line to the basket: they open it with their way of adding one. */
export const basketTiles: Partial<Record<TileId, string>> = {
  pay: '/basket?add=pay',
  load: '/basket?add=load',
  activate: '/basket?add=activate',
  sell: '/basket?add=sell',
  promo: '/basket?add=promo',
};

export function Home() {
  const { t } = useTranslation();
  return (
    <main className="screen">
      <h1>{t('home.heading')}</h1>
      <OpenReservationMarker testId="home-open-reservation" />
      <nav className="tiles">
        {cashierTiles.map((id) => (
          <AreaTile key={id} id={id} to={basketTiles[id] ?? `/${id}`} label={t(`tiles.${id}`)} testId={`tile-${id}`} />
        ))}
      </nav>
      <TillCloseEntry />
      <Link className="manager-entry" to="/manager" data-testid="manager-entry">
        {t('home.manager')}
      </Link>
    </main>
  );
}
