// The ticket area under /tickets: the door (check-in/out), selling, and the manager's orders and events.
import { Route, Routes } from 'react-router';
import { DoorScreen } from './DoorScreen';
import { EventSalesScreen } from './EventSalesScreen';
import { OrdersScreen } from './OrdersScreen';
import { SellTicketsScreen } from './SellTicketsScreen';

export function TicketsRoutes() {
  return (
    <Routes>
      <Route index element={<DoorScreen />} />
      <Route path="sell" element={<SellTicketsScreen />} />
      <Route path="orders" element={<OrdersScreen />} />
      <Route path="events" element={<EventSalesScreen />} />
    </Routes>
  );
}
