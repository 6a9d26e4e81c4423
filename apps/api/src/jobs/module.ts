import type { AppModule } from '../app';
import { paymentsContext } from '../modules/payments/context';
import { startScheduler, type Scheduler } from './scheduler';
import { shopJobs } from './shop-jobs';

/** Starts the scheduled work when the server listens (never in tests that only inject), stops it on close. */
const jobsModule: AppModule = async (app, context) => {
  const { deps, config } = context;
  if (!config.jobs) return;
  const jobs = shopJobs({ db: deps.database.db, clock: deps.clock, payments: paymentsContext(context, app.log).payments });
  let scheduler: Scheduler | null = null;
  app.addHook('onListen', () => {
    scheduler = startScheduler(deps.database, jobs, app.log);
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
};

export default jobsModule;
