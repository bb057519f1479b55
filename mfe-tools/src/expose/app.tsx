import type { RemoteProps } from '@spot/contracts';
import '../ui/tools.css';
import { ToolsContainer } from '../ui/tools-container';

export default function App(props: RemoteProps) {
  return <ToolsContainer {...props} />;
}
