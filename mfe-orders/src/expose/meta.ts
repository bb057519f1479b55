import { CONTRACT_VERSION, type RemoteMeta } from '@spot/contracts';

/** Read by the host before `./App`: a different contract major is not mounted. */
const meta: RemoteMeta = {
  name: 'mfe-orders',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
};

export default meta;
