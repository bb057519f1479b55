import './ui/styles.css';
import './chrome/chrome.css';

// Async boundary: shared singletons are negotiated before any React code runs.
void import('./bootstrap');
