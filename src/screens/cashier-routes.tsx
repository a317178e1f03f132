// The cashier screens by tile id; tiles without a screen here keep the placeholder. The tiles that
// add a line to the basket (pay, load, activate, sell, promo) have no screen of their own: their
// old routes open the basket with that way of adding a line (`basketTiles`).
import { lazy, type ComponentType } from 'react';
import { CheckScreen } from './check/CheckScreen';
import type { TileId } from './Home';

// The basket and the journal are chunks of their own, fetched once the first screen is drawn
// (`preloadCashierScreens`): the page shows its first screen without parsing them first.
const loadBasket = () => import('./basket/BasketScreen').then((m) => ({ default: m.BasketScreen }));
const loadJournal = () => import('./journal/JournalScreen').then((m) => ({ default: m.JournalScreen }));
const loadTickets = () => import('./tickets/TicketsRoutes').then((m) => ({ default: m.TicketsRoutes }));
const BasketScreen = lazy(loadBasket);
const JournalScreen = lazy(loadJournal);
/** The ticket area (the door, orders, events) under /tickets. */
export const TicketsRoutes = lazy(loadTickets);

/** Fetches the screens' chunks ahead, so the first tap on a tile does not wait for them. */
export function preloadCashierScreens(): void {
  void loadBasket();
  void loadJournal();
  void loadTickets();
}

export const cashierScreens: Partial<Record<TileId, ComponentType>> = {
  basket: BasketScreen,
  check: CheckScreen,
  journal: JournalScreen,
};
