import type { RemoteProps } from '@spot/contracts';
import '../ui/lt.css';
import { LtInfoContainer } from '../ui/lt-info-container';

/** `./App` of mfe-lt: the LT page on its route and the dialog the host opens on request. */
export default function App(props: RemoteProps) {
  return <LtInfoContainer key={props.symbol.symbolName} {...props} />;
}
