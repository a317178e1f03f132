// The cashier screens by tile id; tiles without a screen here keep the placeholder.
import type { ComponentType } from 'react';
import { ActivateScreen } from './activate/ActivateScreen';
import { BasketScreen } from './basket/BasketScreen';
import { CheckScreen } from './check/CheckScreen';
import { JournalScreen } from './journal/JournalScreen';
import { LoadScreen } from './load/LoadScreen';
import { PayScreen } from './pay/PayScreen';
import { PromoScreen } from './promo/PromoScreen';
import { SellScreen } from './sell/SellScreen';
import type { TileId } from './Home';

export const cashierScreens: Partial<Record<TileId, ComponentType>> = {
  basket: BasketScreen,
  check: CheckScreen,
  pay: PayScreen,
  load: LoadScreen,
  activate: ActivateScreen,
  sell: SellScreen,
  promo: PromoScreen,
  journal: JournalScreen,
};
