import type { RemoteProps } from '@spot/contracts';
import '../ui/orderbook.css';
import { OrderBookContainer } from '../ui/order-book-container';

/** `./App` of mfe-orderbook; keyed by symbol so nothing of the old symbol survives a switch. */
export default function App(props: RemoteProps) {
  return <OrderBookContainer key={props.symbol.symbolName} {...props} />;
}
