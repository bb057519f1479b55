import type { RemoteProps } from '@spot/contracts';
import '../ui/order-entry.css';
import { OrderFormContainer } from '../ui/order-form-container';

/** `./App` of mfe-order-entry; a symbol switch starts a fresh form. */
export default function App(props: RemoteProps) {
  return <OrderFormContainer key={props.symbol.symbolName} {...props} />;
}
