/** `npm run bench` in exchange-sim: every benchmark of the sim, one after another. */
import './engine-bench';
import './strategy-bench';
import { runHttpBench } from './http-bench';
import { runSocketBench } from './socket-bench';

await runHttpBench();
await runSocketBench();
