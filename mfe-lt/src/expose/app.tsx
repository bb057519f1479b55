import type { RemoteProps } from '@spot/contracts';
import '../ui/lt.css';
import { LtInfoContainer } from '../ui/lt-info-container';
import { LtPage } from '../ui/lt-page';
import { useT } from '../ui/use-t';

/** `./App` of mfe-lt: the LT page on its route and the dialog the host opens on request. */
export default function App(props: RemoteProps) {
  if (props.slot === 'lt-dialog') {
    return <LtInfoContainer key={props.symbol.symbolName} {...props} />;
  }
  return <LtPageSlot key={props.symbol.symbolName} {...props} />;
}

function LtPageSlot({ host, symbol, locale }: RemoteProps) {
  const { t } = useT(host);
  return (
    <LtPage
      host={host}
      symbolName={symbol.symbolName}
      locale={locale}
      t={(key, params) => t(key, params ?? {})}
    />
  );
}
