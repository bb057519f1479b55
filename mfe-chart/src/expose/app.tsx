import type { RemoteProps } from '@spot/contracts';
import '../ui/chart.css';
import { ChartAreaContainer } from '../ui/chart-area-container';
import { ChartErrorBoundary } from '../ui/status-views';
import { GenericFallback } from '../ui/generic-fallback';

export default function App(props: RemoteProps) {
  return (
    <ChartErrorBoundary fallback={(reset) => <GenericFallback host={props.host} onReset={reset} />}>
      <ChartAreaContainer key={props.symbol.symbolName} {...props} />
    </ChartErrorBoundary>
  );
}
