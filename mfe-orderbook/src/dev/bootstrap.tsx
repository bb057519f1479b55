import { mountHarness } from '@spot/tooling/harness';

// The remote is loaded from its own container through the federation runtime this page provides.
void mountHarness('orderbook');
