import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { SkinAnalysis, SkinAnalyzer, SkinAnalyzerOptions } from './analyzer';
import { receiveError, type WorkerJob, type WorkerReply } from './worker-protocol';

type Job = { type: 'analyze'; image: Uint8Array } | { type: 'warmUp' };

/** The thread's code, bundled by scripts/build-worker.ts. */
const WORKER_BUNDLE = new URL('../dist/analysis-worker.mjs', import.meta.url);

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * An analyzer that runs in a worker thread, so the decoding, the face model (wasm) and the pixel
 * loops never hold up the calling thread: a server keeps answering other requests meanwhile.
 * The thread starts on the first photo (or warmUp), loads the models once and analyses photos one
 * at a time, in the order sent. A thread that dies fails its pending photos; the next one starts
 * a new thread.
 */
export function createSkinAnalyzerWorker(options: SkinAnalyzerOptions = {}): SkinAnalyzer {
  let worker: Worker | null = null;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const inFlight = new Set<Promise<unknown>>();

  function failPending(error: Error): void {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }

  function start(): Worker {
    if (!existsSync(WORKER_BUNDLE)) throw new Error('The skin analysis thread is not built: run npm run build -w @nyansa/skin-analysis');
    // Plain JavaScript: the parent's loaders (tsx, vitest) are not needed there, and tsx alone would cost about 40 MB.
    // A young generation of 8 MB instead of V8's default (which grows to about 30 MB over a few photos):
    // the pixels live outside the JS heap, so collections stay cheap; about 20 MB less resident, same CPU time.
    const thread = new Worker(WORKER_BUNDLE, { workerData: options, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 8 } });
    thread.on('message', (reply: WorkerReply) => {
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      // An idle thread does not keep the process alive.
      if (pending.size === 0) thread.unref();
      if (!job) return;
      if (reply.ok) job.resolve(reply.value);
      else job.reject(receiveError(reply.error));
    });
    thread.on('error', (error) => failPending(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = null;
      failPending(new Error(`The skin analysis thread stopped (exit code ${code})`));
    });
    return thread;
  }

  function run(job: Job): Promise<unknown> {
    if (closed) return Promise.reject(new Error('The skin analyzer was closed'));
    worker ??= start();
    const thread = worker;
    const id = nextId++;
    const answer = new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.ref();
      // The photo is copied, not transferred: the caller keeps its buffer (to store it, for one).
      thread.postMessage({ ...job, id } satisfies WorkerJob);
    });
    inFlight.add(answer);
    const forget = () => void inFlight.delete(answer);
    answer.then(forget, forget);
    return answer;
  }

  return {
    analyze: async (image: Buffer) => (await run({ type: 'analyze', image })) as SkinAnalysis,
    warmUp: async () => void (await run({ type: 'warmUp' })),
    async close(): Promise<void> {
      closed = true;
      const thread = worker;
      worker = null;
      if (!thread) return;
      // Photos already sent are finished first, like the in-thread analyzer does.
      await Promise.allSettled(inFlight);
      await thread.terminate();
    },
  };
}
