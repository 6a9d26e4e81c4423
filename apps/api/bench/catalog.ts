// The catalog bench (part of `npm run bench`, or alone: `npm run bench:catalog`): a server with
// 100,000 products more than the seed on PostgreSQL and 10,000 on PGlite (bench/catalog-data.ts),
// then autocannon with a different URL on every request, so the one-second read cache rarely
// answers: a first page with a new size or filter, a deep page, a search word, a search that finds
// nothing (with its "Did you mean"), a combined filter sorted by price, and the search box's
// suggestions. Targets (issue 29): p99 under 50 ms and 500 req/s, suggestions p99 under 20 ms.
import autocannon from 'autocannon';
import { productConcerns } from '@nyansa/contract';
import { catalogWords } from './catalog-data';
import { startServer } from './start-server';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
const letters = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + between(0, 25))).join('');

/** What the bench asks for, each request a different URL; shared with bench/catalog-cost.ts. */
export const scenarios: Array<{ name: string; path: () => string; p99Ms: number; minRps: number }> = [
  { name: 'first page, new size or filter', path: () => `/api/products?limit=${between(5, 60)}${Math.random() < 0.5 ? `&category=${pick(['skincare', 'body', 'lip'])}` : ''}`, p99Ms: 50, minRps: 500 },
  { name: 'deep page', path: () => `/api/products?page=${between(100, 800)}&limit=12`, p99Ms: 50, minRps: 500 },
  { name: 'search word', path: () => `/api/products?search=${encodeURIComponent(pick(catalogWords))}&page=${between(1, 3)}&limit=${between(8, 24)}`, p99Ms: 50, minRps: 500 },
  { name: 'search finding nothing', path: () => `/api/products?search=${letters()}`, p99Ms: 50, minRps: 500 },
  {
    name: 'category + concern + price, by price',
    path: () => {
      const low = between(3, 60);
      return `/api/products?category=skincare&concern=${pick(productConcerns)}&min_price=${low}&max_price=${low + between(5, 40)}&sort=price&order=ASC&page=${between(1, 3)}`;
    },
    p99Ms: 50,
    minRps: 500,
  },
  { name: 'suggestions as one types', path: () => `/api/products/suggest?q=${encodeURIComponent(pick(catalogWords).slice(0, between(2, 6)))}`, p99Ms: 20, minRps: 500 },
];

async function measure(origin: string, path: () => string) {
  const options = { url: origin, connections, requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: path() }) }] };
  await autocannon({ ...options, duration: 2 }); // warm-up: connections, JIT, the database's buffers
  const result = await autocannon({ ...options, duration: seconds });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

export async function catalogBench(label: string, databaseUrl: string | undefined, size: number): Promise<void> {
  const server = await startServer(databaseUrl, { BENCH_CATALOG_SIZE: String(size) });
  try {
    const origin = new URL(server.target.appUrl).origin;
    console.log(`\ncatalog, ${label} with ${size.toLocaleString('en')} more products: ${connections} connections, ${seconds}s each, a different URL per request`);
    console.log('request'.padEnd(38), 'req/s'.padStart(7), 'p50 ms'.padStart(7), 'p99 ms'.padStart(7), 'failed'.padStart(7), ' target');
    for (const scenario of scenarios) {
      const r = await measure(origin, scenario.path);
      const met = r.p99 < scenario.p99Ms && r.rps >= scenario.minRps && r.failed === 0;
      console.log(scenario.name.padEnd(38), r.rps.toFixed(0).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), String(r.failed).padStart(7), ` p99 < ${scenario.p99Ms} ms, >= ${scenario.minRps}/s: ${met ? 'met' : 'NOT met'}`);
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { findPostgres } = await import('./start-server');
  const postgresUrl = await findPostgres();
  if (postgresUrl) await catalogBench('PostgreSQL', postgresUrl, Number(process.env.BENCH_CATALOG_SIZE ?? 100_000));
  else console.log('catalog bench: no PostgreSQL answers (BENCH_DATABASE_URL), PostgreSQL part skipped');
  await catalogBench('PGlite', undefined, Number(process.env.BENCH_PGLITE_CATALOG_SIZE ?? 10_000));
}
