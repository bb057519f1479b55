/** `npm run bench` in exchange-sim: every benchmark of the sim, one after another. */
import './engine-bench';
