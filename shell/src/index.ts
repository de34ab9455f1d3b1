// The async boundary: shared singletons are negotiated before any of the app's code runs.
// The federation runtime's start-up (this script) and the negotiation of the shared modules
// (the import) run as two tasks, not one: each is shorter than the main thread's long-task
// threshold on a slow phone would allow otherwise (docs/PERFORMANCE.md 'Long tasks').
setTimeout(() => import('./bootstrap'), 0);
