import type { AppModule } from '../app';
import { paymentsContext } from '../modules/payments/context';
import { createPhotoRetention } from '../modules/privacy/photos';
import { startScheduler, type Scheduler } from './scheduler';
import { shopJobs } from './shop-jobs';

/** Starts the scheduled work when the server listens (never in tests that only inject), stops it on close. */
const jobsModule: AppModule = async (app, context) => {
  const { deps, config } = context;
  if (!config.jobs) return;
  const photos = createPhotoRetention({ db: deps.database.db, uploads: deps.uploads, clock: deps.clock, log: app.log });
  const jobs = shopJobs({ db: deps.database.db, clock: deps.clock, payments: paymentsContext(context, app.log).payments, photos });
  let scheduler: Scheduler | null = null;
  app.addHook('onListen', () => {
    scheduler = startScheduler(deps.database, jobs, app.log);
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
};

export default jobsModule;
