import './ui/styles.css';
import './chrome/chrome.css';

import { requestEarly } from './config/early-fetch';

// The runtime configuration is on its way while the bootstrap chunk downloads and compiles.
requestEarly('/remotes.json');
requestEarly('/env.json');
// Async boundary: shared singletons are negotiated before any React code runs.
void import('./bootstrap');
