import { mountHarness } from '@spot/tooling/harness';
import App from '../expose/app';

void mountHarness(App, 'tools');
