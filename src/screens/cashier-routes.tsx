// The cashier screens by tile id; tiles without a screen here keep the placeholder. The tiles that
// add a line to the basket (pay, load, activate, sell, promo) have no screen of their own: their
// old routes open the basket with that way of adding a line (`basketTiles`).
import type { ComponentType } from 'react';
import { BasketScreen } from './basket/BasketScreen';
import { CheckScreen } from './check/CheckScreen';
import { JournalScreen } from './journal/JournalScreen';
import type { TileId } from './Home';

export const cashierScreens: Partial<Record<TileId, ComponentType>> = {
  basket: BasketScreen,
  check: CheckScreen,
  journal: JournalScreen,
};
