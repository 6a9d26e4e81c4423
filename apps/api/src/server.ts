import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { startBanner } from './start-banner';

const drainLimitMs = 10_000;

/** `npm start`: one process serving the API (and the built shop when apps/shop/dist exists). */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line, never a stack trace.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  // SIGTERM (a deploy, a scale-down): stop accepting connections, let in-flight requests finish for
  // up to 10 s, then close the database and Redis pools and exit 0.
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing (no new connections; requests in flight get up to ${drainLimitMs / 1000} s)`);
    const drain = setTimeout(() => {
      app.log.warn(`requests still running after ${drainLimitMs / 1000} s: closing their connections`);
      app.server.closeAllConnections();
    }, drainLimitMs);
    drain.unref();
    // A close that hangs even then (a pool that never ends) still ends the process.
    const hung = setTimeout(() => process.exit(1), drainLimitMs + 5000);
    hung.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Port ${config.port} is already in use: set PORT to another port` : `Could not start: ${String(error)}`);
    await app.close();
    process.exit(1);
  }
  for (const line of startBanner(config)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
