import './ui/styles.css';

// Async boundary: shared singletons are negotiated before any React code runs.
void import('./bootstrap');
