import type { RemoteProps } from '@spot/contracts';
import '../ui/chart.css';
import { ChartSummaryContainer } from '../ui/chart-summary-container';

export default function App(props: RemoteProps) {
  return <ChartSummaryContainer key={props.symbol.symbolName} {...props} />;
}
