// The worker thread's entry: registers tsx's loader in this thread (the server runs TypeScript through tsx, and a
// worker does not inherit loader hooks), then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./label-pdf.worker.ts');
