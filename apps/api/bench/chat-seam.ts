// The chat assistant's answer time the way the chat service answers (issues 29 and 30): each
// question of the tuning and the held-out sets answered through the service's finder
// (createChatFinder: the catalog held in memory up to 20,000 products, else searched in the
// database per message), with the seed's 26 products and 10,000 more on embedded PGlite, and
// 100,000 more on PostgreSQL (BENCH_DATABASE_URL, else a local server when one answers); the
// scores of the sets (the held-out ones are the ones that count); the process's memory (RSS).
// Goals: p95 under 50 ms with 26 products, under 200 ms with 10,000 and with 100,000.
// Run: npm run bench:chat [-- --hold-all] (--hold-all: the whole catalog in memory at any size, as before issue 29).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { ChatTurn } from '../src/modules/chat/assistant/assistant';
import { readTurnContext } from '../src/modules/chat/assistant/memory';
import { createChatFinder, type ChatFinder } from '../src/modules/chat/catalog-snapshot';
import { evalCases } from '../src/modules/chat/eval/cases/index';
import { heldOutCases } from '../src/modules/chat/eval/held-out';
import { heldOutCasesB } from '../src/modules/chat/eval/held-out-b';
import { heldOutCasesC } from '../src/modules/chat/eval/held-out-c';
import { percentile, runEval } from '../src/modules/chat/eval/run-eval';
import { answerFromCatalog } from '../src/modules/chat/product-finder';
import { createDatabase, dropPgSchema, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedCatalog } from '../src/modules/catalog/seed';
import { seedLargeCatalog } from './catalog-data';
import { findPostgres } from './start-server';

const heldOutGoal = 0.9;
const all = [...evalCases, ...heldOutCases, ...heldOutCasesB, ...heldOutCasesC];
const holdAll = process.argv.includes('--hold-all');
const finderOptions = holdAll ? { holdUpTo: Infinity } : {};
const summary: string[] = [];

async function answerTimes(finder: ChatFinder): Promise<number[]> {
  const times: number[] = [];
  for (const evalCase of all) {
    const history: ChatTurn[] = [];
    for (const turn of evalCase.turns) {
      const started = performance.now();
      const { reply } = await answerFromCatalog({ message: turn.say, signedIn: true, history, latestAnalysis: evalCase.analysis ?? null }, finder);
      times.push(performance.now() - started);
      history.push({ role: 'user', content: turn.say, intent: reply.intent, context: readTurnContext(JSON.parse(JSON.stringify(reply.context))) }, { role: 'bot', content: reply.content });
    }
  }
  return times;
}

const load = () => `load ${os.loadavg().map((value) => value.toFixed(1)).join(', ')} on ${os.cpus().length} cores`;
const rssMb = () => process.memoryUsage().rss / 1e6;

function print(label: string, times: readonly number[], goal: number): void {
  const p95 = percentile(times, 0.95);
  const verdict = p95 < goal ? 'within goal' : 'OVER GOAL';
  console.log(`${label}: ${times.length} answers, p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (goal p95 < ${goal} ms: ${verdict}); ${load()}`);
  summary.push(`${label.padEnd(44)} p95 ${p95.toFixed(1).padStart(7)} ms   goal < ${goal} ms   ${verdict}`);
}

function scores(): void {
  for (const [name, cases, goal] of [['tuning set', evalCases, 0.95], ['held-out set', heldOutCases, heldOutGoal], ['second held-out set', heldOutCasesB, heldOutGoal], ['third held-out set', heldOutCasesC, heldOutGoal]] as const) {
    const { results, score } = runEval(cases);
    console.log(`score, ${name}: ${results.filter((result) => result.passed).length}/${results.length} = ${(score * 100).toFixed(1)}% (goal >= ${goal * 100}%)`);
  }
}

/** The answers right after one product's price changed (the first pays for any wait on the snapshot), and how long until its refresh ended. */
async function afterChange(database: Database, finder: ChatFinder): Promise<{ answers: number[]; refreshes: number[] }> {
  const answers: number[] = [];
  const refreshes: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    await database.db.execute(sql`UPDATE products SET price_cents = price_cents + 1 WHERE id = (SELECT min(id) + ${round} FROM products)`);
    const started = performance.now();
    await answerFromCatalog({ message: 'a fragrance-free body lotion under $5', signedIn: true, history: [] }, finder);
    answers.push(performance.now() - started);
    await finder.settled();
    refreshes.push(performance.now() - started);
  }
  return { answers, refreshes };
}

/** The first answer over a catalog just grown (a snapshot reads it then), the warm pass, the measured pass, the answers after a change. */
async function measure(database: Database, finder: ChatFinder, label: string, goal: number): Promise<void> {
  const rssBefore = rssMb();
  const started = performance.now();
  await answerFromCatalog({ message: 'hello', signedIn: true, history: [] }, finder);
  await finder.settled();
  console.log(`${label}: first answer (with any read of the catalog) ${(performance.now() - started).toFixed(0)} ms; RSS ${rssBefore.toFixed(0)} -> ${rssMb().toFixed(0)} MB`);
  await answerTimes(finder);
  print(label, await answerTimes(finder), goal);
  const changes = await afterChange(database, finder);
  print(`${label}, first answer after a price change`, changes.answers, goal);
  console.log(`  until the finder settled after each change (ms): ${changes.refreshes.map((ms) => ms.toFixed(0)).join(', ')}; RSS ${rssMb().toFixed(0)} MB`);
}

console.log(`finder: ${holdAll ? 'the whole catalog held in memory at any size (--hold-all)' : 'the chat service\'s (in memory up to 20,000 products, else the database search)'}`);
scores();
const pglite = await createDatabase({});
try {
  await migrate(pglite);
  await seedCatalog(pglite);
  const finder = createChatFinder(pglite.db, finderOptions);
  await measure(pglite, finder, 'seed catalog (26 products), PGlite', 50);
  await seedLargeCatalog(pglite, 10_000);
  await measure(pglite, finder, 'seed + 10,000 products, PGlite', 200);
} finally {
  await pglite.close();
}

const postgresUrl = await findPostgres();
if (postgresUrl) {
  const pgSchema = `bench_chat_${randomBytes(4).toString('hex')}`;
  const postgres = await createDatabase({ databaseUrl: postgresUrl, pgSchema });
  try {
    await migrate(postgres);
    await seedCatalog(postgres);
    await seedLargeCatalog(postgres, 100_000);
    await measure(postgres, createChatFinder(postgres.db, finderOptions), 'seed + 100,000 products, PostgreSQL', 200);
  } finally {
    await postgres.close();
    await dropPgSchema(postgresUrl, pgSchema);
  }
} else console.log('100,000 products: no PostgreSQL answered (set BENCH_DATABASE_URL): skipped');

console.log(`\nsummary (${holdAll ? '--hold-all' : 'the service\'s finder'}; ${load()}):`);
for (const line of summary) console.log(`  ${line}`);
