import type { RemoteProps } from '@spot/contracts';
import '../ui/orders.css';
import { OrdersContainer } from '../ui/orders-container';

export default function App(props: RemoteProps) {
  return <OrdersContainer {...props} />;
}
