// The chat assistant's answer time the way the chat service answers (issue 30): each question of
// the tuning and both held-out sets answered through the service's finder (createCatalogSnapshot:
// the live catalog held in memory, its row versions checked per message) on embedded PGlite, with
// the seed's 26 products and then with 10,000 products more (bench/catalog-data.ts); and the scores
// of the three sets (the held-out ones are the ones that count). Goals: p95 under 50 ms with 26
// products, under 200 ms with 10,000. Run: npm run bench:chat [extra products, default 10000].
import os from 'node:os';
import type { ChatTurn } from '../src/modules/chat/assistant/assistant';
import { readTurnContext } from '../src/modules/chat/assistant/memory';
import { evalCases } from '../src/modules/chat/eval/cases/index';
import { heldOutCases } from '../src/modules/chat/eval/held-out';
import { heldOutCasesB } from '../src/modules/chat/eval/held-out-b';
import { percentile, runEval } from '../src/modules/chat/eval/run-eval';
import { answerFromCatalog, createCatalogSnapshot } from '../src/modules/chat/product-finder';
import { createDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedCatalog } from '../src/modules/catalog/seed';
import { seedLargeCatalog } from './catalog-data';

const goals = { heldOut: 0.9, p95Ms: 50, largeP95Ms: 200 };
const all = [...evalCases, ...heldOutCases, ...heldOutCasesB];

async function answerTimes(database: Database): Promise<number[]> {
  const finder = createCatalogSnapshot(database.db);
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

function print(label: string, times: readonly number[], goal: number): void {
  const p95 = percentile(times, 0.95);
  console.log(`${label}: ${times.length} answers, p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (goal p95 < ${goal} ms: ${p95 < goal ? 'within goal' : 'OVER GOAL'})`);
}

function scores(): void {
  for (const [name, cases, goal] of [['tuning set', evalCases, 0.95], ['held-out set', heldOutCases, goals.heldOut], ['second held-out set', heldOutCasesB, goals.heldOut]] as const) {
    const { results, score } = runEval(cases);
    console.log(`score, ${name}: ${results.filter((result) => result.passed).length}/${results.length} = ${(score * 100).toFixed(1)}% (goal >= ${goal * 100}%)`);
  }
}

const extra = Number(process.argv[2] ?? 10_000);
scores();
const database = await createDatabase({});
await migrate(database);
await seedCatalog(database);
await answerTimes(database);
print('seed catalog (26 products), PGlite, through the service finder', await answerTimes(database), goals.p95Ms);
await seedLargeCatalog(database, extra);
await answerTimes(database);
print(`seed + ${extra} products, PGlite, through the service finder`, await answerTimes(database), goals.largeP95Ms);
console.log(`load average at the end: ${os.loadavg().map((value) => value.toFixed(1)).join(', ')} on ${os.cpus().length} cores`);
await database.close();
