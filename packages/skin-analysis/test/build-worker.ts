// Vitest global setup: the worker-thread tests run the bundled thread, so it is built from the current sources first.
export { buildWorker as default } from '../scripts/build-worker';
