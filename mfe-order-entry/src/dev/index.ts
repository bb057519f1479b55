// Async boundary so shared singletons are negotiated first, as in the host.
void import('./bootstrap');
