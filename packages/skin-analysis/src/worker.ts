// The analysis thread: one analyzer (one model load) for every photo the main thread sends.
import { parentPort, workerData } from 'node:worker_threads';
import { createSkinAnalyzer, type SkinAnalyzerOptions } from './analyzer';
import { sendError, type WorkerJob, type WorkerReply } from './worker-protocol';

if (!parentPort) throw new Error('worker.ts runs as a worker thread, started by createSkinAnalyzerWorker');
const port = parentPort;
const analyzer = createSkinAnalyzer(workerData as SkinAnalyzerOptions);

port.on('message', (job: WorkerJob) => {
  const work = job.type === 'analyze' ? analyzer.analyze(Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength)) : analyzer.warmUp();
  work.then(
    (value) => port.postMessage({ id: job.id, ok: true, value } satisfies WorkerReply),
    (error: unknown) => port.postMessage({ id: job.id, ok: false, error: sendError(error) } satisfies WorkerReply),
  );
});
