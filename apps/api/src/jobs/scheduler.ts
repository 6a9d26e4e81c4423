import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

/** Work done every so often for the whole shop, not for one request. */
export interface Job {
  name: string;
  everyMs: number;
  /** What it did, for the log (nothing to log when it did nothing). */
  run(): Promise<string | null>;
}

export interface Scheduler {
  /** Runs one job now, under its lock; false when another instance was running it. */
  runNow(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * Runs each job every `everyMs` (the first run after a random part of it, so instances started
 * together do not all try at once). Every instance schedules every job; the database's advisory
 * lock lets one instance at a time run it, the others skip that turn. Jobs are idempotent, so a
 * turn run twice in a row by two instances does no harm either.
 */
export function startScheduler(database: Database, jobs: Job[], log: FastifyBaseLogger): Scheduler {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  async function runNow(name: string): Promise<boolean> {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`No job named ${name}`);
    const started = Date.now();
    return database.whileLocked(`job:${job.name}`, async () => {
      try {
        const done = await job.run();
        if (done) log.info({ job: job.name, ms: Date.now() - started }, `${job.name}: ${done}`);
      } catch (error) {
        log.error({ err: error, job: job.name }, `${job.name} failed; it runs again at its next turn`);
      }
    });
  }

  function schedule(job: Job, delayMs: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const turn = runNow(job.name).catch((error: unknown) => log.error({ err: error, job: job.name }, 'job lock unavailable'));
      running.add(turn);
      void turn.finally(() => {
        running.delete(turn);
        schedule(job, job.everyMs);
      });
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  for (const job of jobs) schedule(job, Math.round(job.everyMs * (0.1 + 0.4 * Math.random())));

  return {
    runNow,
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // A turn already running finishes before the pools close.
      await Promise.allSettled([...running]);
    },
  };
}
