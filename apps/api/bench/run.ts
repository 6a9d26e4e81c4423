// npm run bench: autocannon (this process) against the API server (a child process), on PGlite and PostgreSQL.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Target {
  appUrl: string;
  bareUrl: string;
  token: string;
  productId: number;
}

async function startServer(databaseUrl: string | undefined): Promise<{ target: Target; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    target: JSON.parse(line) as Target,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections, duration, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const server = await startServer(databaseUrl);
  const { appUrl, bareUrl, token, productId } = server.target;
  try {
    const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
    rows.push(['bare Fastify route', await measure(`${bareUrl}/bare`)]);
    rows.push(['GET /api/products (page 1)', await measure(`${appUrl}/api/products`)]);
    rows.push(['GET /api/products?search=shea', await measure(`${appUrl}/api/products?search=shea`)]);
    rows.push([`GET /api/products/${productId}`, await measure(`${appUrl}/api/products/${productId}`)]);
    rows.push(['GET /api/cart (token)', await measure(`${appUrl}/api/cart`, { authorization: `Bearer ${token}` })]);
    const bare = rows[0]![1].rps;
    console.log(`\n${label}: ${connections} connections, ${duration}s each`);
    console.log('endpoint'.padEnd(34), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs bare'.padStart(8));
    for (const [name, r] of rows) {
      console.log(name.padEnd(34), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), `${((r.rps / bare) * 100).toFixed(0)}%`.padStart(8));
    }
  } finally {
    await server.stop();
  }
}

await run('PGlite (embedded)', undefined);
if (postgresUrl) await run('PostgreSQL', postgresUrl);
else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL / TEST_DATABASE_URL).');
