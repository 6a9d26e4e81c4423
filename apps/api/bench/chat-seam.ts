// The chat assistant's answer time through its catalog seam (issue 30 and 29): each evaluation
// question answered the way the chat service does, its products found in the database by the
// catalog search (createCatalogFinder), on embedded PGlite with the seed and with 10,000 products
// more (bench/catalog-data.ts). Run: npx tsx bench/chat-seam.ts [extra products, default 10000].
import type { ChatTurn } from '../src/modules/chat/assistant/assistant';
import { readTurnContext } from '../src/modules/chat/assistant/memory';
import { evalCases } from '../src/modules/chat/eval/cases/index';
import { heldOutCases } from '../src/modules/chat/eval/held-out';
import { percentile } from '../src/modules/chat/eval/run-eval';
import { answerFromCatalog, createCatalogFinder } from '../src/modules/chat/product-finder';
import { createDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedCatalog } from '../src/modules/catalog/seed';
import { seedLargeCatalog } from './catalog-data';

async function answerTimes(database: Database): Promise<number[]> {
  const finder = createCatalogFinder(database.db);
  const times: number[] = [];
  for (const evalCase of [...evalCases, ...heldOutCases]) {
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

function print(label: string, times: readonly number[]): void {
  console.log(`${label}: ${times.length} answers, p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
}

const extra = Number(process.argv[2] ?? 10_000);
const database = await createDatabase({});
await migrate(database);
await seedCatalog(database);
await answerTimes(database);
print('seed catalog (26 products), PGlite', await answerTimes(database));
await seedLargeCatalog(database, extra);
await answerTimes(database);
print(`seed + ${extra} products, PGlite`, await answerTimes(database));
console.log(`load average at the end: ${(await import('node:os')).loadavg().map((value) => value.toFixed(1)).join(', ')} on ${(await import('node:os')).cpus().length} cores`);
await database.close();
